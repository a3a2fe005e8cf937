/** The demo shop's categories, in the order they are listed. */
export const demoCategories = [
  { slug: 'electronics', nameEs: 'Electrónica', nameEn: 'Electronics' },
  { slug: 'home-kitchen', nameEs: 'Hogar y cocina', nameEn: 'Home and kitchen' },
  { slug: 'fashion', nameEs: 'Moda', nameEn: 'Fashion' },
  { slug: 'sports', nameEs: 'Deportes y aire libre', nameEn: 'Sports and outdoors' },
  { slug: 'books', nameEs: 'Libros', nameEn: 'Books' },
  { slug: 'toys-games', nameEs: 'Juguetes y juegos', nameEn: 'Toys and games' },
  { slug: 'beauty', nameEs: 'Belleza y cuidado personal', nameEn: 'Beauty and personal care' },
  { slug: 'music', nameEs: 'Música', nameEn: 'Music' },
  { slug: 'arts-crafts', nameEs: 'Arte y artesanía', nameEn: 'Arts and crafts' },
  { slug: 'digital-courses', nameEs: 'Cursos digitales', nameEn: 'Digital courses' },
] as const;
