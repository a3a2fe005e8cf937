import type { DemoShelf } from '../demo-product.js';

export const books: DemoShelf = {
  category: 'books',
  products: [
    {
      seller: 'aula_abierta',
      name: 'La cocina de las abuelas: recetas de la región andina',
      shortDescription:
        'Cien recetas caseras de ajiaco, tamales, envueltos y postres, contadas por las abuelas que las cocinan.',
      description:
        'Este libro nació de tres años de visitas a cocinas de Boyacá, Cundinamarca, Nariño y el Cauca. Cada receta viene con la historia de quien la cocina, las cantidades traducidas a tazas y gramos, y consejos para encontrar los ingredientes fuera del país. Tapa dura, 320 páginas a todo color con fotografías de cada plato.',
      brand: 'Ediciones Fogón',
      price: '38.00',
      shippingPrice: '5.00',
      quantity: 21,
      network: true,
      attributes: [
        ['Páginas', '320'],
        ['Encuadernación', 'Tapa dura'],
        ['Idioma', 'Español'],
      ],
      levels: [10, 5],
    },
    {
      seller: 'aula_abierta',
      name: 'Aves de Colombia: guía de campo ilustrada',
      shortDescription:
        'Guía de bolsillo con 600 especies ilustradas, mapas de distribución y claves para reconocerlas.',
      description:
        'Colombia es el país con más especies de aves del mundo, y esta guía ayuda a reconocer las más frecuentes en salidas de campo. Cada especie tiene una ilustración a color, su mapa de distribución, la altitud en que vive y las señas para no confundirla con sus parecidas. El formato cabe en el bolsillo del pantalón y el papel aguanta la humedad.',
      brand: 'Editorial Colibrí',
      price: '45.00',
      shippingPrice: '4.50',
      quantity: 9,
      attributes: [
        ['Especies', '600'],
        ['Formato', '12 × 19 cm'],
      ],
      levels: [10],
      pictures: 2,
    },
    {
      seller: 'aula_abierta',
      name: 'Cuentos para leer bajo la lluvia',
      shortDescription:
        'Antología de doce cuentos de autoras latinoamericanas contemporáneas, entre el humor y el misterio.',
      description:
        'Doce cuentos breves para leer de una sentada: una mujer que hereda la memoria de su casa, un pueblo donde llueve hacia arriba, una carta que llega cuarenta años tarde. Las autoras vienen de México, Colombia, Argentina, Perú y Chile, y cada cuento va precedido de una nota sobre quién lo escribió.',
      brand: 'Editorial Aguacero',
      price: '18.50',
      shippingPrice: '3.50',
      quantity: 33,
      attributes: [
        ['Páginas', '184'],
        ['Encuadernación', 'Rústica'],
      ],
      levels: [8, 4],
    },
    {
      seller: 'aula_abierta',
      name: 'Finanzas personales sin miedo (libro digital)',
      shortDescription:
        'Libro digital en PDF y EPUB para ordenar tus gastos, salir de deudas y empezar a ahorrar, paso a paso.',
      description:
        'Un libro práctico escrito en lenguaje claro, sin tecnicismos ni promesas de hacerse rico. Explica cómo armar un presupuesto que sí se cumple, cómo decidir qué deuda pagar primero y cómo crear un fondo de emergencia aunque el sueldo no alcance. Trae plantillas de hoja de cálculo para descargar. Lo recibes en PDF y EPUB en cuanto se confirma la compra.',
      brand: 'Aula Abierta',
      price: '9.90',
      shippingPrice: '0.00',
      quantity: 999,
      isDigital: true,
      network: true,
      attributes: [
        ['Formato', 'PDF y EPUB'],
        ['Páginas', '210'],
      ],
      levels: [20, 10],
    },
    {
      seller: 'aula_abierta',
      name: 'Pequeño atlas del universo',
      shortDescription:
        'Libro ilustrado para niñas y niños curiosos de 8 a 12 años sobre planetas, estrellas y galaxias.',
      description:
        'Un recorrido desde la Luna hasta las galaxias más lejanas, con ilustraciones grandes, datos que sorprenden y experimentos sencillos para hacer en casa con linterna, globos y papel. Incluye un mapa plegable del cielo nocturno para salir a reconocer constelaciones.',
      brand: 'Editorial Colibrí',
      price: '24.00',
      shippingPrice: '4.00',
      quantity: 0,
      attributes: [
        ['Edad', '8 a 12 años'],
        ['Páginas', '96'],
      ],
      levels: [10, 5],
    },
    {
      seller: 'aula_abierta',
      name: 'Escribir bien en español: manual práctico (libro digital)',
      shortDescription:
        'Manual digital de ortografía, puntuación y redacción con ejemplos reales y ejercicios resueltos.',
      description:
        'Para quien escribe correos, informes o trabajos y quiere hacerlo con claridad. Repasa las dudas más comunes (tildes, comas, queísmo y dequeísmo, mayúsculas) con ejemplos sacados de textos reales, y termina cada capítulo con ejercicios y sus soluciones. Formato EPUB que se adapta al tamaño de cualquier pantalla.',
      brand: 'Aula Abierta',
      price: '7.50',
      shippingPrice: '0.00',
      quantity: 999,
      isDigital: true,
      attributes: [
        ['Formato', 'EPUB'],
        ['Ejercicios', '150'],
      ],
      levels: [15],
    },
    {
      seller: 'casa_del_ritmo',
      name: 'Historia de la cumbia en cien canciones',
      shortDescription:
        'Ensayo ilustrado que recorre la cumbia desde las orillas del Magdalena hasta Buenos Aires y Monterrey.',
      description:
        'Cada capítulo parte de una canción para contar una época: las gaitas de San Jacinto, las orquestas de los años cincuenta, la cumbia peruana, la villera, la sonidera. Trae fotografías de archivo y códigos para escuchar cada canción mientras se lee.',
      brand: 'Casa del Ritmo',
      price: '29.00',
      shippingPrice: '4.50',
      quantity: 12,
      attributes: [
        ['Páginas', '256'],
        ['Encuadernación', 'Rústica con solapas'],
      ],
      levels: [10, 5],
    },
  ],
};
