import type { DemoShelf } from '../demo-product.js';
import { artsCrafts } from './arts-crafts.js';
import { beauty } from './beauty.js';
import { books } from './books.js';
import { digitalCourses } from './digital-courses.js';
import { electronics } from './electronics.js';
import { fashion } from './fashion.js';
import { homeKitchen } from './home-kitchen.js';
import { music } from './music.js';
import { sports } from './sports.js';
import { toysGames } from './toys-games.js';

/** Every shelf of the demo shop, one per demo category. */
export const demoShelves: readonly DemoShelf[] = [
  electronics,
  homeKitchen,
  fashion,
  sports,
  books,
  toysGames,
  beauty,
  music,
  artsCrafts,
  digitalCourses,
];
