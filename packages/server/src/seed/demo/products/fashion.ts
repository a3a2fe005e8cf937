import type { DemoShelf } from '../demo-product.js';

export const fashion: DemoShelf = {
  category: 'fashion',
  products: [
    {
      seller: 'moda_bahia',
      name: 'Camisa de lino Caribe manga larga',
      shortDescription:
        'Camisa de lino lavado, fresca y ligera, con cuello clásico y botones de coco. Para días de calor.',
      description:
        'El lino deja pasar el aire y se seca rápido, por eso esta camisa es la que más se usa en la costa. Viene prelavada, así que no encoge y tiene esa caída suave desde el primer día. Queda bien abierta sobre una camiseta o abotonada con pantalón de tela. Las arrugas son parte del encanto del lino: no hace falta plancharla.',
      brand: 'Bahía',
      price: '42.00',
      shippingPrice: '4.50',
      quantity: 30,
      network: true,
      attributes: [
        ['Talla', 'S, M, L y XL'],
        ['Color', 'Arena'],
        ['Material', '100 % lino'],
      ],
      levels: [10, 5],
      pictures: 2,
    },
    {
      seller: 'moda_bahia',
      name: 'Vestido midi Amapola estampado',
      shortDescription:
        'Vestido de viscosa con estampado floral, escote en V, cintura ajustable y bolsillos laterales.',
      description:
        'Un vestido que sirve para la oficina con unas sandalias planas y para una boda de día con tacones. La viscosa es suave y no se pega al cuerpo, el lazo de la cintura permite ajustarlo a tu medida, y tiene bolsillos de verdad, lo bastante hondos para el teléfono. El largo llega a media pantorrilla.',
      brand: 'Bahía',
      price: '58.00',
      shippingPrice: '4.50',
      quantity: 15,
      attributes: [
        ['Talla', 'XS a XL'],
        ['Estampado', 'Amapolas rojas sobre azul'],
      ],
      levels: [10, 5],
    },
    {
      seller: 'moda_bahia',
      name: 'Mochila wayuu tejida a mano',
      shortDescription:
        'Mochila tradicional wayuu tejida en crochet con hilo de algodón, de colores vivos y cordón largo.',
      description:
        'Tejida por artesanas wayuu de La Guajira, una mochila como esta lleva unas tres semanas de trabajo. Los dibujos, llamados kanasü, cuentan historias de la cultura wayuu y cambian de una pieza a otra. El hilo de algodón es resistente y la base es firme, así que se mantiene en pie. El cordón largo permite llevarla cruzada.',
      brand: 'Bahía',
      price: '85.00',
      shippingPrice: '5.50',
      quantity: 6,
      network: true,
      attributes: [
        ['Alto', '28 cm'],
        ['Material', 'Hilo de algodón'],
        ['Origen', 'La Guajira'],
      ],
      levels: [15, 10],
      pictures: 2,
    },
    {
      seller: 'moda_bahia',
      name: 'Tenis de lona Callejero',
      shortDescription:
        'Zapatillas de lona orgánica con suela de caucho natural, plantilla acolchada y cordones de algodón.',
      description:
        'Unos tenis para todos los días, de los que combinan con jean, falda o pantalón corto. La lona es de algodón orgánico y la suela de caucho natural se pega bien al piso mojado. La plantilla se saca para lavarla. Las tallas son las de siempre: si dudas entre dos, pide la mayor.',
      brand: 'Callejero',
      price: '46.00',
      shippingPrice: '5.00',
      quantity: 20,
      attributes: [
        ['Talla', '35 a 44'],
        ['Color', 'Blanco hueso'],
      ],
      levels: [8, 4],
    },
    {
      seller: 'moda_bahia',
      name: 'Sombrero vueltiao quinceano',
      shortDescription:
        'Sombrero vueltiao de caña flecha con 15 vueltas de trenza, hecho por artesanos zenúes de Tuchín.',
      description:
        'El sombrero vueltiao es el símbolo de la cultura zenú y se teje trenzando fibras de caña flecha. El número de vueltas indica lo fino del trabajo: este quinceano tiene quince, es flexible y se puede doblar sin que se dañe. Protege del sol y dura años si se guarda lejos de la humedad.',
      brand: 'Bahía',
      price: '64.00',
      shippingPrice: '6.00',
      quantity: 0,
      attributes: [
        ['Vueltas', '15'],
        ['Talla', '57 cm'],
      ],
      levels: [10, 5],
    },
    {
      seller: 'moda_bahia',
      name: 'Chaqueta impermeable Llovizna',
      shortDescription:
        'Chaqueta liviana que repele el agua, con capucha ajustable y se guarda plegada en su propio bolsillo.',
      description:
        'Para esas tardes en que el cielo amenaza. La Llovizna es impermeable y transpirable, pesa menos de 300 gramos y se pliega dentro de su bolsillo para llevarla en la mochila. Tiene costuras selladas, capucha con visera y puños elásticos que no dejan pasar el viento.',
      brand: 'Callejero',
      price: '72.00',
      shippingPrice: '5.00',
      quantity: 11,
      attributes: [
        ['Talla', 'S a XXL'],
        ['Color', 'Verde oliva'],
        ['Peso', '280 g'],
      ],
      levels: [10],
    },
    {
      seller: 'moda_bahia',
      name: 'Cinturón de cuero curtido vegetal',
      shortDescription:
        'Cinturón de cuero de res curtido con taninos vegetales, hebilla de latón y 3,5 cm de ancho.',
      description:
        'El cuero curtido con taninos vegetales envejece bien: con el uso se oscurece y toma la forma de quien lo lleva. La hebilla de latón macizo se cambia con un tornillo. Se corta a la medida: indica tu talla de pantalón al comprar.',
      brand: 'Talabartería Sur',
      price: '36.00',
      shippingPrice: '4.00',
      quantity: 25,
      attributes: [
        ['Ancho', '3,5 cm'],
        ['Color', 'Miel'],
      ],
      levels: [6, 3],
    },
    {
      seller: 'moda_bahia',
      name: 'Gafas de sol polarizadas Ola',
      shortDescription:
        'Gafas de sol con montura de acetato y lentes polarizados con protección UV400.',
      description:
        'Los lentes polarizados cortan el reflejo del agua y del asfalto. La montura de acetato es ligera y las bisagras de resorte se adaptan a caras de distintos anchos. Incluyen estuche y paño de microfibra.',
      brand: 'Ola',
      price: '19.90',
      shippingPrice: '3.00',
      quantity: 60,
      status: 'suspended',
      reason:
        'Las fotos no corresponden a la montura que se envía. Súbelas de nuevo para revisarlas.',
      attributes: [
        ['Protección', 'UV400'],
        ['Montura', 'Acetato carey'],
      ],
      levels: [5],
    },
  ],
};
