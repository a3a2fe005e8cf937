import type { DemoShelf } from '../demo-product.js';

export const music: DemoShelf = {
  category: 'music',
  products: [
    {
      seller: 'casa_del_ritmo',
      name: 'Guitarra acústica Serenata de cedro',
      shortDescription:
        'Guitarra acústica con tapa maciza de cedro, aros de caoba, funda acolchada y cuerdas de repuesto.',
      description:
        'La tapa de cedro macizo da un sonido cálido que mejora con los años de uso. Es una guitarra cómoda para quien empieza, con un mástil delgado y las cuerdas a una altura baja, y suficientemente buena para tocar en reuniones y en pequeños escenarios. Sale del taller revisada y afinada, con funda acolchada, un juego de cuerdas de repuesto y una púa.',
      brand: 'Serenata',
      price: '189.00',
      shippingPrice: '14.00',
      quantity: 6,
      network: true,
      attributes: [
        ['Tapa', 'Cedro macizo'],
        ['Aros y fondo', 'Caoba'],
        ['Tamaño', '4/4'],
      ],
      levels: [12, 6, 3],
      pictures: 2,
    },
    {
      seller: 'casa_del_ritmo',
      name: 'Maracas de totumo pintadas',
      shortDescription:
        'Par de maracas de totumo con semillas de chirriadera, mango de madera y pintura a mano.',
      description:
        'Las maracas de la música llanera y de la cumbia, hechas como se hacen en la costa: totumo seco, semillas de chirriadera y mango de madera torneado. Suenan secas y brillantes. Cada par está pintado a mano con motivos de flores y pájaros.',
      brand: 'Casa del Ritmo',
      price: '16.00',
      shippingPrice: '3.50',
      quantity: 28,
      attributes: [
        ['Unidades', '2'],
        ['Material', 'Totumo y madera'],
      ],
      levels: [8],
    },
    {
      seller: 'casa_del_ritmo',
      name: 'Cajón peruano flamenco con bordonas',
      shortDescription:
        'Cajón de madera de abedul con tapa de haya, bordonas ajustables y cojín para sentarse cómodo.',
      description:
        'Un cajón versátil: suena grave y redondo en el centro, y chasquea en las esquinas gracias a las bordonas, que se tensan o se sueltan con una llave desde abajo. La tapa de haya responde bien tanto a golpes suaves como fuertes. Trae un cojín antideslizante y una funda con correas para llevarlo a la espalda.',
      brand: 'Casa del Ritmo',
      price: '98.00',
      shippingPrice: '11.00',
      quantity: 9,
      attributes: [
        ['Madera', 'Abedul y haya'],
        ['Alto', '48 cm'],
      ],
      levels: [10, 5],
    },
    {
      seller: 'casa_del_ritmo',
      name: 'Ukelele soprano Tortuga',
      shortDescription:
        'Ukelele soprano de caoba con cuerdas de nailon, afinador de pinza y método de iniciación.',
      description:
        'El instrumento más fácil para empezar a tocar: cuatro cuerdas suaves, acordes con uno o dos dedos y un tamaño que cabe en cualquier mochila. Viene con un afinador de pinza y un cuadernillo con veinte canciones populares explicadas paso a paso.',
      brand: 'Serenata',
      price: '52.00',
      shippingPrice: '6.50',
      quantity: 0,
      attributes: [
        ['Tamaño', 'Soprano'],
        ['Madera', 'Caoba'],
        ['Color', 'Natural'],
      ],
      levels: [10, 5],
    },
    {
      seller: 'casa_del_ritmo',
      name: 'Paquete de sonidos Tambores del Pacífico',
      shortDescription:
        'Colección digital de 400 sonidos de marimba de chonta, cununo y bombo grabados en Guapi.',
      description:
        'Cuatrocientos golpes, repiques y patrones grabados en estudio con músicos de Guapi, en formato WAV de 24 bits. Están nombrados por instrumento, tempo y tonalidad para encontrarlos rápido en tu programa de producción. Se pueden usar en tus canciones, también comerciales, sin pagar regalías.',
      brand: 'Casa del Ritmo',
      price: '24.00',
      shippingPrice: '0.00',
      quantity: 500,
      isDigital: true,
      network: true,
      attributes: [
        ['Formato', 'WAV 24 bits'],
        ['Sonidos', '400'],
        ['Licencia', 'Libre de regalías'],
      ],
      levels: [20, 10],
    },
    {
      seller: 'casa_del_ritmo',
      name: 'Álbum digital Puerto de noche',
      shortDescription:
        'Doce canciones de bolero y son cubano grabadas en vivo, para descargar en FLAC y MP3.',
      description:
        'El primer disco del trío Puerto de Noche, grabado en una sola toma en un bar de Cartagena. Boleros clásicos y tres canciones propias, con guitarra, requinto y contrabajo. Al comprarlo recibes el álbum en FLAC y en MP3, con la portada y un cuadernillo de letras en PDF.',
      brand: 'Puerto de Noche',
      price: '8.00',
      shippingPrice: '0.00',
      quantity: 999,
      isDigital: true,
      attributes: [
        ['Canciones', '12'],
        ['Formato', 'FLAC y MP3'],
      ],
      levels: [10],
    },
    {
      seller: 'casa_del_ritmo',
      name: 'Atril plegable de aluminio',
      shortDescription:
        'Atril para partituras de aluminio, plegable, con altura regulable y bolsa de transporte.',
      description:
        'Ligero y firme: se abre en segundos, se regula de 55 a 150 cm para tocar sentado o de pie, y sostiene libros gruesos sin volcarse. Plegado mide 50 cm y cabe en su bolsa de tela junto con las partituras.',
      brand: 'Casa del Ritmo',
      price: '21.00',
      shippingPrice: '4.50',
      quantity: 23,
      attributes: [
        ['Altura', '55 a 150 cm'],
        ['Material', 'Aluminio'],
      ],
      levels: [6, 3],
    },
  ],
};
