import type { DemoShelf } from '../demo-product.js';

export const beauty: DemoShelf = {
  category: 'beauty',
  products: [
    {
      seller: 'moda_bahia',
      name: 'Jabón artesanal de café y panela',
      shortDescription:
        'Jabón hecho en frío con café molido, panela y aceite de coco, que exfolia suave y huele a desayuno.',
      description:
        'Hecho en pequeñas tandas con el método en frío, que conserva la glicerina natural del jabón. El café molido exfolia sin irritar, la panela ayuda a retener la humedad y el aceite de coco hace una espuma cremosa. Cada pastilla se cura durante seis semanas antes de venderse. No lleva colorantes ni perfumes sintéticos.',
      brand: 'Alquimia',
      price: '7.50',
      shippingPrice: '2.50',
      quantity: 90,
      network: true,
      attributes: [
        ['Peso', '110 g'],
        ['Tipo de piel', 'Todo tipo'],
      ],
      levels: [10, 5],
    },
    {
      seller: 'moda_bahia',
      name: 'Aceite facial de rosa mosqueta',
      shortDescription:
        'Aceite puro de rosa mosqueta prensado en frío, para manchas, cicatrices y piel seca. Frasco de 30 ml.',
      description:
        'Un aceite de un solo ingrediente, prensado en frío para conservar sus ácidos grasos y su vitamina A. Unas gotas por la noche sobre la piel limpia ayudan a suavizar marcas y a recuperar la piel reseca por el sol. Viene en frasco de vidrio ámbar con gotero, que lo protege de la luz.',
      brand: 'Alquimia',
      price: '16.00',
      shippingPrice: '2.50',
      quantity: 42,
      attributes: [
        ['Contenido', '30 ml'],
        ['Ingredientes', 'Aceite de rosa mosqueta'],
      ],
      levels: [10],
    },
    {
      seller: 'moda_bahia',
      name: 'Protector solar mineral SPF 50',
      shortDescription:
        'Protector solar de óxido de zinc, resistente al agua, que no deja la cara blanca ni daña los arrecifes.',
      description:
        'Un filtro mineral de amplio espectro que protege de los rayos UVA y UVB desde el momento de aplicarlo. La fórmula tiene un ligero tono que se funde con la piel y evita el efecto fantasma de otros protectores minerales. Resiste 80 minutos en el agua y no lleva oxibenzona ni octinoxato.',
      brand: 'Alquimia',
      price: '19.90',
      shippingPrice: '3.00',
      quantity: 55,
      attributes: [
        ['Factor', 'SPF 50'],
        ['Contenido', '50 ml'],
        ['Resistencia al agua', '80 minutos'],
      ],
      levels: [8, 4],
      pictures: 2,
    },
    {
      seller: 'moda_bahia',
      name: 'Cepillo de dientes de bambú, paquete de cuatro',
      shortDescription:
        'Cuatro cepillos con mango de bambú compostable y cerdas suaves, cada uno marcado con un color.',
      description:
        'El mango de bambú se composta cuando el cepillo se acaba, y cada uno tiene una marca de color para que nadie en casa confunda el suyo. Las cerdas son suaves, como recomiendan los odontólogos. El empaque es de cartón reciclado, sin plástico.',
      brand: 'Raíz',
      price: '9.00',
      shippingPrice: '2.00',
      quantity: 120,
      attributes: [
        ['Unidades', '4'],
        ['Cerdas', 'Suaves'],
      ],
      levels: [5],
    },
    {
      seller: 'moda_bahia',
      name: 'Champú sólido de romero',
      shortDescription:
        'Champú en barra con romero y aceite de argán para cabello graso, que rinde como tres botellas.',
      description:
        'Una barra de champú dura unos 70 lavados, lo mismo que tres botellas, y no deja plástico. El romero ayuda a equilibrar el cuero cabelludo graso y el aceite de argán deja el cabello suave sin apelmazar. Frótala entre las manos mojadas o directamente sobre el cabello, y déjala secar entre usos.',
      brand: 'Alquimia',
      price: '11.50',
      shippingPrice: '2.50',
      quantity: 0,
      attributes: [
        ['Peso', '75 g'],
        ['Tipo de cabello', 'Graso'],
      ],
      levels: [8, 2],
    },
    {
      seller: 'moda_bahia',
      name: 'Bálsamo labial de cacao',
      shortDescription:
        'Bálsamo de manteca de cacao y cera de abejas, en lata de aluminio, que protege los labios del frío.',
      description:
        'Tres ingredientes: manteca de cacao de Tumaco, cera de abejas y aceite de almendras. Protege los labios del viento y del frío del páramo y huele a chocolate. La lata de aluminio se rellena o se recicla.',
      brand: 'Alquimia',
      price: '5.50',
      shippingPrice: '2.00',
      quantity: 75,
      attributes: [
        ['Contenido', '15 g'],
        ['Sabor', 'Cacao'],
      ],
      levels: [5],
    },
    {
      seller: 'moda_bahia',
      name: 'Crema blanqueadora instantánea Nieve',
      shortDescription: 'Crema que aclara la piel varios tonos en una semana.',
      description:
        'Crema de uso diario que promete aclarar la piel en pocos días. Aplicar mañana y noche sobre el rostro y el cuerpo.',
      brand: 'Nieve',
      price: '12.00',
      shippingPrice: '2.50',
      quantity: 40,
      status: 'suspended',
      reason:
        'No indica sus ingredientes ni tiene registro sanitario. Añádelos a la descripción para volver a revisarla.',
      attributes: [['Contenido', '50 g']],
      levels: [10],
    },
  ],
};
