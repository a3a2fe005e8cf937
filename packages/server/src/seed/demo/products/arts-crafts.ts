import type { DemoShelf } from '../demo-product.js';

export const artsCrafts: DemoShelf = {
  category: 'arts-crafts',
  products: [
    {
      seller: 'taller_colibri',
      name: 'Acuarelas profesionales en pastilla, 24 colores',
      shortDescription:
        'Caja metálica con 24 medias pastillas de acuarela de alta pigmentación y un pincel de agua.',
      description:
        'Colores intensos que se pueden mezclar sin ensuciarse, con pigmentos resistentes a la luz para que las obras no se destiñan. La caja metálica tiene tapa que sirve de paleta y cabe en el bolsillo para pintar al aire libre. El pincel de agua lleva su propio depósito: no necesitas llevar un vaso.',
      brand: 'Pigmento',
      price: '36.00',
      shippingPrice: '4.00',
      quantity: 20,
      network: true,
      attributes: [
        ['Colores', '24'],
        ['Formato', 'Medias pastillas'],
      ],
      levels: [10, 5],
      pictures: 2,
    },
    {
      seller: 'taller_colibri',
      name: 'Cuaderno de bocetos cosido a mano',
      shortDescription:
        'Cuaderno A5 de 120 hojas de papel de 150 g, con tapas de cartón reciclado y costura a la vista.',
      description:
        'Encuadernado a mano con costura copta, así que se abre completamente plano para dibujar de lado a lado. El papel de 150 gramos aguanta tinta, lápiz, marcador y aguadas ligeras sin traspasar. Las tapas son de cartón reciclado forrado con papel estampado en el taller.',
      brand: 'Taller Colibrí',
      price: '17.00',
      shippingPrice: '3.00',
      quantity: 34,
      attributes: [
        ['Tamaño', 'A5'],
        ['Hojas', '120'],
        ['Gramaje', '150 g/m²'],
      ],
      levels: [8, 4],
    },
    {
      seller: 'taller_colibri',
      name: 'Kit de bordado para principiantes Flores del campo',
      shortDescription:
        'Todo para bordar tu primer cuadro: tela marcada, bastidor de madera, hilos, agujas e instrucciones.',
      description:
        'El diseño de flores silvestres viene estampado en la tela, y una guía ilustrada explica los siete puntos que se usan, desde el punto atrás hasta el nudo francés. Incluye bastidor de madera de 20 cm, que sirve de marco al terminar, hilos de algodón en doce colores y dos agujas. Un cuadro así se termina en unas seis horas.',
      brand: 'Taller Colibrí',
      price: '22.00',
      shippingPrice: '3.50',
      quantity: 15,
      attributes: [
        ['Bastidor', '20 cm'],
        ['Colores de hilo', '12'],
        ['Nivel', 'Principiante'],
      ],
      levels: [10],
    },
    {
      seller: 'taller_colibri',
      name: 'Arcilla de modelar secado al aire, 1 kg',
      shortDescription:
        'Pasta blanca que se seca sin horno en 24 horas y después se lija, se talla y se pinta.',
      description:
        'Para modelar figuras, platos decorativos, joyería o macetas pequeñas sin necesidad de horno. La pasta es suave y no se agrieta al secar si las piezas tienen menos de un centímetro de grosor. Una vez seca se puede pintar con acrílicos y sellar con barniz. Se guarda fresca en su bolsa cerrada.',
      brand: 'Pigmento',
      price: '9.50',
      shippingPrice: '3.50',
      quantity: 48,
      attributes: [
        ['Peso', '1 kg'],
        ['Color', 'Blanco'],
      ],
      levels: [5],
    },
    {
      seller: 'taller_colibri',
      name: 'Pinceles de pelo sintético, juego de diez',
      shortDescription:
        'Diez pinceles redondos, planos y de abanico para acuarela, acrílico y óleo, con estuche enrollable.',
      description:
        'Las fibras sintéticas imitan la elasticidad del pelo natural, vuelven a su punta después de cada trazo y se limpian fácil. El juego tiene cuatro redondos, cuatro planos, un lengua de gato y uno de abanico. El estuche de lona se enrolla y guarda cada pincel en su bolsillo.',
      brand: 'Pigmento',
      price: '19.00',
      shippingPrice: '3.00',
      quantity: 0,
      attributes: [
        ['Unidades', '10'],
        ['Fibra', 'Sintética'],
      ],
      levels: [8, 2],
    },
    {
      seller: 'taller_colibri',
      name: 'Telar de mesa de madera',
      shortDescription:
        'Telar de peine de 40 cm de ancho para tejer bufandas, caminos de mesa y tapices en casa.',
      description:
        'Un telar sencillo para aprender a tejer en casa. Se arma en quince minutos, se sostiene sobre la mesa o en las piernas, y teje piezas de hasta 40 cm de ancho y del largo que quieras. Trae dos lanzaderas, un gancho para urdir y una guía con tres proyectos de principio a fin.',
      brand: 'Taller Colibrí',
      price: '88.00',
      shippingPrice: '9.00',
      quantity: 4,
      network: true,
      attributes: [
        ['Ancho de tejido', '40 cm'],
        ['Madera', 'Haya'],
      ],
      levels: [12, 6],
      pictures: 2,
    },
    {
      seller: 'taller_colibri',
      name: 'Marcadores de tinta a base de agua, 36 colores',
      shortDescription:
        'Marcadores de doble punta, fina y de pincel, con tinta a base de agua que se puede mezclar.',
      description:
        'La punta fina sirve para contornos y letras, la de pincel para rellenos y trazos de caligrafía. La tinta a base de agua se difumina con un pincel húmedo como si fuera acuarela. Vienen en un estuche de plástico reciclado ordenados por tono.',
      brand: 'Pigmento',
      price: '27.00',
      shippingPrice: '3.50',
      quantity: 29,
      attributes: [
        ['Colores', '36'],
        ['Puntas', 'Fina y pincel'],
      ],
      levels: [10, 5],
    },
  ],
};
