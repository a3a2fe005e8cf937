import type { DemoShelf } from '../demo-product.js';

export const toysGames: DemoShelf = {
  category: 'toys-games',
  products: [
    {
      seller: 'taller_colibri',
      name: 'Rompecabezas de madera Mapa de América',
      shortDescription:
        'Rompecabezas de 45 piezas de madera pintada con los países de América, para niños desde 4 años.',
      description:
        'Cada país es una pieza, y debajo del tablero está escrito su nombre y su capital, así que sirve de juego y de lección de geografía. La madera es de pino de cultivo, cortada con láser y pintada con pinturas al agua sin tóxicos. Las piezas grandes son fáciles de tomar para manos pequeñas.',
      brand: 'Taller Colibrí',
      price: '28.00',
      shippingPrice: '5.00',
      quantity: 17,
      network: true,
      attributes: [
        ['Piezas', '45'],
        ['Edad', 'Desde 4 años'],
      ],
      levels: [10, 5],
      pictures: 2,
    },
    {
      seller: 'taller_colibri',
      name: 'Juego de mesa Mercado de la Plaza',
      shortDescription:
        'Juego de mesa familiar de comprar, vender y regatear en un mercado de pueblo. De 2 a 5 jugadores.',
      description:
        'Cada jugador tiene un puesto en la plaza y debe conseguir los ingredientes de sus recetas comprando, vendiendo e intercambiando con los demás. Una partida dura unos 40 minutos, las reglas se explican en cinco y nadie queda eliminado antes del final. Incluye tablero, 120 cartas ilustradas y fichas de madera.',
      brand: 'Juegos del Patio',
      price: '39.00',
      shippingPrice: '5.50',
      quantity: 14,
      attributes: [
        ['Jugadores', '2 a 5'],
        ['Duración', '40 minutos'],
        ['Edad', 'Desde 8 años'],
      ],
      levels: [10, 5, 2],
    },
    {
      seller: 'taller_colibri',
      name: 'Trompo de madera tradicional con cuerda',
      shortDescription:
        'Trompo torneado a mano en madera de guayabo con punta de acero y cuerda de algodón trenzado.',
      description:
        'El trompo de siempre, torneado en madera de guayabo, que es dura y pesada y por eso baila mucho tiempo. La punta de acero está bien centrada para que no cabecee. Viene con una cuerda de algodón y una hoja con los trucos básicos: la bailada en la mano, el cucunubá y la quiña.',
      brand: 'Taller Colibrí',
      price: '8.50',
      shippingPrice: '2.50',
      quantity: 80,
      attributes: [
        ['Madera', 'Guayabo'],
        ['Color', 'Natural con franjas rojas'],
      ],
      levels: [5],
    },
    {
      seller: 'taller_colibri',
      name: 'Bloques de construcción de colores, 60 piezas',
      shortDescription:
        'Bloques de madera maciza en formas y colores variados, con bolsa de tela para guardarlos.',
      description:
        'Cubos, arcos, cilindros y triángulos para hacer torres, puentes y ciudades enteras. Los bloques están lijados a mano, con esquinas redondeadas y pinturas al agua. Acompañan el juego desde los dos años hasta bien entrada la primaria, y la bolsa de tela hace que recoger sea parte del juego.',
      brand: 'Juegos del Patio',
      price: '34.00',
      shippingPrice: '6.00',
      quantity: 11,
      attributes: [
        ['Piezas', '60'],
        ['Edad', 'Desde 2 años'],
      ],
      levels: [10],
    },
    {
      seller: 'taller_colibri',
      name: 'Cometa de tela Cóndor',
      shortDescription:
        'Cometa de nailon de 1,2 m de envergadura con varillas de fibra de vidrio y 50 m de hilo.',
      description:
        'Sube con poco viento y aguanta los ventarrones de agosto. La tela de nailon no se rompe si cae en un árbol, y las varillas de fibra de vidrio se doblan sin partirse. Viene con carrete, 50 metros de hilo y una cola de cintas de colores.',
      brand: 'Juegos del Patio',
      price: '18.00',
      shippingPrice: '3.50',
      quantity: 26,
      attributes: [
        ['Envergadura', '1,2 m'],
        ['Hilo', '50 m'],
      ],
      levels: [8, 4],
    },
    {
      seller: 'taller_colibri',
      name: 'Parqués de madera para seis jugadores',
      shortDescription:
        'Tablero de parqués en madera grabada, para cuatro o seis jugadores, con fichas, dados y cubilete.',
      description:
        'El parqués de las reuniones familiares, esta vez en madera grabada que dura generaciones. Por un lado el tablero es para cuatro jugadores y por el otro para seis. Trae fichas de madera pintadas, dos dados, dos cubiletes de cuero y el reglamento con las variantes más comunes.',
      brand: 'Taller Colibrí',
      price: '44.00',
      shippingPrice: '6.50',
      quantity: 8,
      attributes: [
        ['Jugadores', '4 o 6'],
        ['Medidas', '45 × 45 cm'],
      ],
      levels: [10, 5],
      pictures: 2,
    },
    {
      seller: 'taller_colibri',
      name: 'Títeres de mano Animales de la selva',
      shortDescription:
        'Cinco títeres de fieltro cosidos a mano: jaguar, tucán, perezoso, mono y rana.',
      description:
        'Para inventar obras de teatro en la sala o en el salón de clase. Los títeres son de fieltro suave, con detalles bordados y sin piezas pequeñas que se desprendan. Caben en manos de niños y de adultos.',
      brand: 'Taller Colibrí',
      price: '31.00',
      shippingPrice: '4.50',
      quantity: 10,
      status: 'pending_approval',
      attributes: [
        ['Piezas', '5 títeres'],
        ['Material', 'Fieltro'],
      ],
      levels: [10],
    },
  ],
};
