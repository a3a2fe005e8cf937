import type { DemoShelf } from '../demo-product.js';

export const homeKitchen: DemoShelf = {
  category: 'home-kitchen',
  products: [
    {
      seller: 'tienda_aurora',
      name: 'Cafetera de émbolo Montaña de 1 litro',
      shortDescription:
        'Prensa francesa de vidrio borosilicato con filtro de acero de doble malla, para ocho tazas de café.',
      description:
        'La forma más sencilla de preparar un café con cuerpo: agua caliente, café de molienda gruesa, cuatro minutos y presionar. El vidrio resiste el calor y el filtro de doble malla deja pasar los aceites del café pero no los posos. El armazón de acero protege la jarra y se desmonta entero para lavarlo.',
      brand: 'Montaña',
      price: '27.50',
      shippingPrice: '5.00',
      quantity: 35,
      network: true,
      attributes: [
        ['Capacidad', '1 litro'],
        ['Material', 'Vidrio y acero inoxidable'],
      ],
      levels: [10, 4],
    },
    {
      seller: 'tienda_aurora',
      name: 'Olla de hierro fundido esmaltado Fogón 24 cm',
      shortDescription:
        'Olla de hierro fundido con esmalte rojo, tapa pesada y 4,2 litros de capacidad, apta para horno e inducción.',
      description:
        'Para guisos, frijoles, sopas y pan casero. El hierro fundido reparte el calor de manera pareja y lo guarda mucho tiempo, así que puedes bajar el fuego y dejar que la olla trabaje. El esmalte interior no necesita curado y se limpia con agua y jabón. Funciona en gas, vitrocerámica, inducción y dentro del horno hasta 250 °C.',
      brand: 'Fogón',
      price: '74.00',
      shippingPrice: '9.50',
      quantity: 8,
      attributes: [
        ['Color', 'Rojo ladrillo'],
        ['Capacidad', '4,2 litros'],
        ['Diámetro', '24 cm'],
      ],
      levels: [10, 5, 5],
      pictures: 2,
    },
    {
      seller: 'tienda_aurora',
      name: 'Juego de cuchillos de cocina Filo con bloque de bambú',
      shortDescription:
        'Cinco cuchillos de acero alemán con mango ergonómico y un bloque de bambú que los guarda afilados.',
      description:
        'El juego tiene lo que se usa de verdad: cuchillo de chef, santoku, cuchillo de pan, uno de uso general y uno pequeño para pelar. Las hojas de acero alemán mantienen el filo y los mangos no resbalan aunque estén mojados. El bloque de bambú tiene ranuras de distinto ancho para que cada hoja quede en su lugar.',
      brand: 'Filo',
      price: '96.00',
      shippingPrice: '8.00',
      quantity: 14,
      attributes: [
        ['Piezas', '5 cuchillos y bloque'],
        ['Acero', 'X50CrMoV15'],
      ],
      levels: [8, 4],
    },
    {
      seller: 'taller_colibri',
      name: 'Manta tejida a mano Páramo',
      shortDescription:
        'Manta de lana de oveja tejida en telar por artesanas de Boyacá, con franjas en tonos tierra.',
      description:
        'Cada manta Páramo sale de un telar de pedal y tarda unos tres días en tejerse, por eso no hay dos con las franjas exactamente iguales. La lana es de oveja criolla, hilada y teñida con tintes naturales. Abriga en las noches frías sin pesar y queda bien sobre el sofá o a los pies de la cama. Lávala a mano con agua fría.',
      brand: 'Taller Colibrí',
      price: '68.00',
      shippingPrice: '7.50',
      quantity: 5,
      network: true,
      attributes: [
        ['Medidas', '130 × 180 cm'],
        ['Material', 'Lana de oveja'],
        ['Tintes', 'Naturales'],
      ],
      levels: [15, 5],
      pictures: 2,
    },
    {
      seller: 'tienda_aurora',
      name: 'Set de frascos herméticos Despensa',
      shortDescription:
        'Seis frascos de vidrio con tapa de bambú y cierre hermético, para granos, café, especias y harinas.',
      description:
        'Ordena la despensa y mantiene los alimentos secos y frescos. Los frascos se apilan, se ve de un vistazo lo que queda en cada uno, y las tapas de bambú tienen un aro de silicona que cierra sin dejar pasar el aire. Incluyen etiquetas de pizarra y una tiza para marcarlos.',
      brand: 'Despensa',
      price: '32.00',
      shippingPrice: '6.00',
      quantity: 22,
      attributes: [
        ['Piezas', '6 frascos'],
        ['Capacidad', '3 de 1 l y 3 de 0,5 l'],
      ],
      levels: [6, 3],
    },
    {
      seller: 'tienda_aurora',
      name: 'Tostadora de dos ranuras Alba',
      shortDescription:
        'Tostadora de acero con ranuras anchas para arepas y pan artesanal, siete niveles y bandeja de migas.',
      description:
        'Las ranuras miden casi cuatro centímetros, así que caben arepas, pan de masa madre y bagels. Tiene siete niveles de tostado, función para descongelar y otra para recalentar sin volver a dorar. La bandeja de migas sale por delante para limpiarla sin voltear la tostadora.',
      brand: 'Alba',
      price: '38.90',
      shippingPrice: '6.50',
      quantity: 0,
      attributes: [
        ['Color', 'Crema'],
        ['Potencia', '900 W'],
      ],
      levels: [7],
    },
    {
      seller: 'taller_colibri',
      name: 'Macetas de barro pintadas a mano, set de tres',
      shortDescription:
        'Tres macetas de arcilla cocida con motivos geométricos pintados a mano y plato para el agua.',
      description:
        'Hechas en un taller familiar de Ráquira con arcilla de la zona y cocidas en horno de leña. El barro deja respirar las raíces, y cada maceta tiene orificio de drenaje y su propio plato. Los motivos se pintan a pincel, uno por uno, con pinturas que resisten el riego.',
      brand: 'Taller Colibrí',
      price: '26.00',
      shippingPrice: '6.00',
      quantity: 16,
      attributes: [
        ['Tamaños', '10, 14 y 18 cm'],
        ['Material', 'Arcilla cocida'],
      ],
      levels: [10],
    },
  ],
};
