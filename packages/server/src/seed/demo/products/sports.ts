import type { DemoShelf } from '../demo-product.js';

export const sports: DemoShelf = {
  category: 'sports',
  products: [
    {
      seller: 'cumbre_deportes',
      name: 'Carpa Refugio para dos personas',
      shortDescription:
        'Carpa de doble techo para dos, de 2,1 kg, que se arma en cinco minutos y aguanta lluvia fuerte.',
      description:
        'La Refugio es una carpa de tres estaciones pensada para caminatas de varios días: pesa poco, se arma con dos varillas de aluminio cruzadas y tiene dos puertas con ábside, así que cada uno sale por su lado y deja las botas a cubierto. El doble techo tiene columna de agua de 3000 mm y las costuras vienen selladas de fábrica.',
      brand: 'Cumbre',
      price: '149.00',
      shippingPrice: '10.00',
      quantity: 7,
      network: true,
      attributes: [
        ['Capacidad', '2 personas'],
        ['Peso', '2,1 kg'],
        ['Columna de agua', '3000 mm'],
      ],
      levels: [12, 6, 3],
      pictures: 2,
    },
    {
      seller: 'cumbre_deportes',
      name: 'Esterilla de yoga Raíz de caucho natural',
      shortDescription:
        'Esterilla de 4 mm de caucho natural con superficie antideslizante y líneas de alineación grabadas.',
      description:
        'No resbala aunque sudes, ni en las posturas de equilibrio. El caucho natural amortigua las rodillas sin ser blando, y las líneas grabadas ayudan a alinear manos y pies. Trae una correa de algodón para llevarla enrollada. Es normal que huela a caucho las primeras semanas.',
      brand: 'Raíz',
      price: '48.00',
      shippingPrice: '6.00',
      quantity: 19,
      attributes: [
        ['Grosor', '4 mm'],
        ['Medidas', '183 × 61 cm'],
        ['Color', 'Terracota'],
      ],
      levels: [10, 5],
    },
    {
      seller: 'cumbre_deportes',
      name: 'Balón de fútbol Clásico talla 5',
      shortDescription:
        'Balón de fútbol cosido a mano, de cuero sintético y cámara de látex, para cancha de grama o sintética.',
      description:
        'Cosido a mano con 32 paneles, como los balones de siempre. El cuero sintético da buen toque y no se pone pesado con la lluvia, y la cámara de látex mantiene el bote parejo. Sirve para grama natural y sintética. Se entrega desinflado, con aguja para inflarlo.',
      brand: 'Cumbre',
      price: '24.00',
      shippingPrice: '4.00',
      quantity: 45,
      attributes: [
        ['Talla', '5'],
        ['Paneles', '32 cosidos a mano'],
      ],
      levels: [8],
    },
    {
      seller: 'cumbre_deportes',
      name: 'Botella térmica Sendero de 750 ml',
      shortDescription:
        'Botella de acero inoxidable con doble pared al vacío: 24 horas fría, 12 horas caliente, sin sudar.',
      description:
        'Llénala de agua con hielo por la mañana y seguirá fría al final de la ruta. La doble pared de acero no deja pasar el calor ni condensa por fuera, así que no moja la mochila. La tapa tiene boquilla de sorbo y un asa para engancharla con un mosquetón.',
      brand: 'Sendero',
      price: '22.50',
      shippingPrice: '3.50',
      quantity: 70,
      network: true,
      attributes: [
        ['Capacidad', '750 ml'],
        ['Color', 'Azul glaciar'],
      ],
      levels: [8, 4],
    },
    {
      seller: 'cumbre_deportes',
      name: 'Bastones de trekking plegables de carbono',
      shortDescription:
        'Par de bastones de fibra de carbono, plegables en tres tramos, 230 g cada uno, con puños de corcho.',
      description:
        'Quitan peso a las rodillas en las bajadas y dan equilibrio al cruzar ríos. Se pliegan en tres tramos como los de una carpa y caben en la mochila cuando no los necesitas. Los puños de corcho absorben el sudor, y la altura se ajusta entre 110 y 130 cm. Traen puntas de goma para asfalto y rodelas para barro.',
      brand: 'Sendero',
      price: '79.00',
      shippingPrice: '6.50',
      quantity: 10,
      attributes: [
        ['Material', 'Fibra de carbono'],
        ['Altura', '110 a 130 cm'],
        ['Peso', '230 g por bastón'],
      ],
      levels: [10, 5],
    },
    {
      seller: 'cumbre_deportes',
      name: 'Casco de ciclismo Viento',
      shortDescription:
        'Casco de ruta con 18 ventilaciones, ajuste de rueda y luz trasera recargable integrada.',
      description:
        'Ligero y bien ventilado para subir puertos con calor. La rueda trasera ajusta el casco con una mano, y la luz roja de la nuca tiene tres modos y se carga por USB-C. Cumple la norma europea EN 1078. Después de un golpe fuerte hay que cambiarlo, aunque no se vea dañado.',
      brand: 'Viento',
      price: '64.00',
      shippingPrice: '6.00',
      quantity: 13,
      attributes: [
        ['Talla', 'M (55–59 cm)'],
        ['Color', 'Blanco y naranja'],
      ],
      levels: [10],
      pictures: 2,
    },
    {
      seller: 'cumbre_deportes',
      name: 'Cuerda para saltar con rodamientos',
      shortDescription:
        'Cuerda de acero forrado con mangos de aluminio y rodamientos, para entrenamiento y saltos dobles.',
      description:
        'Gira suave y rápido gracias a los rodamientos de los mangos. El cable de acero forrado no se enreda y se ajusta a tu altura cortando el sobrante. Incluye un segundo cable más pesado para trabajar hombros y brazos.',
      brand: 'Cumbre',
      price: '15.00',
      shippingPrice: '3.00',
      quantity: 0,
      attributes: [
        ['Largo', 'Ajustable hasta 3 m'],
        ['Cables', '2'],
      ],
      levels: [5],
    },
    {
      seller: 'cumbre_deportes',
      name: 'Guantes de portero Muralla',
      shortDescription:
        'Guantes de portero con palma de látex alemán de 4 mm y corte negativo, para cancha sintética.',
      description:
        'La palma de látex agarra bien el balón seco o mojado y el corte negativo ajusta los dedos para sentir mejor cada atajada. El cierre de velcro ancho sujeta la muñeca.',
      brand: 'Cumbre',
      price: '35.00',
      shippingPrice: '4.00',
      quantity: 16,
      status: 'pending_approval',
      attributes: [
        ['Talla', '7 a 10'],
        ['Palma', 'Látex de 4 mm'],
      ],
      levels: [8, 2],
    },
  ],
};
