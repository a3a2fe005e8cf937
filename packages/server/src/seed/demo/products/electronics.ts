import type { DemoShelf } from '../demo-product.js';

export const electronics: DemoShelf = {
  category: 'electronics',
  products: [
    {
      seller: 'tienda_aurora',
      name: 'Audífonos inalámbricos Brisa con cancelación de ruido',
      shortDescription:
        'Audífonos de diadema con cancelación activa de ruido, 40 horas de batería y carga rápida por USB-C.',
      description:
        'Los Brisa aíslan el ruido del bus, de la oficina o del avión sin apretar la cabeza: las almohadillas son de espuma viscoelástica y la diadema se ajusta en once posiciones. Con una carga completa duran unas 40 horas, y diez minutos enchufados dan para otras cinco. Se conectan a dos equipos a la vez, así que puedes pasar del portátil al teléfono sin volver a emparejarlos. Incluyen estuche rígido y cable de audio para usarlos con cable cuando se acaba la batería.',
      brand: 'Sonora',
      price: '89.90',
      shippingPrice: '6.50',
      quantity: 24,
      network: true,
      attributes: [
        ['Color', 'Negro mate'],
        ['Batería', '40 horas'],
        ['Conexión', 'Bluetooth 5.3'],
      ],
      levels: [10, 5],
      pictures: 2,
    },
    {
      seller: 'tienda_aurora',
      name: 'Parlante portátil Cumbia Mini',
      shortDescription:
        'Parlante resistente al agua (IP67) del tamaño de una taza, con sonido de 360 grados y 12 horas de música.',
      description:
        'Cabe en la mano y aguanta la playa, la piscina y la lluvia. El Cumbia Mini reparte el sonido en todas las direcciones, así que no importa dónde lo pongas en la mesa. Trae una correa de silicona para colgarlo de la mochila o de la ducha, y dos parlantes iguales se pueden enlazar en estéreo.',
      brand: 'Sonora',
      price: '34.50',
      shippingPrice: '4.00',
      quantity: 40,
      attributes: [
        ['Color', 'Verde selva'],
        ['Resistencia', 'IP67'],
      ],
      levels: [8],
    },
    {
      seller: 'tienda_aurora',
      name: 'Teclado mecánico compacto Tecla 75',
      shortDescription:
        'Teclado mecánico al 75 % con interruptores táctiles intercambiables, retroiluminación cálida y distribución en español.',
      description:
        'Un teclado pensado para escribir muchas horas: los interruptores táctiles marcan cada pulsación sin hacer demasiado ruido, y puedes cambiarlos sin soldar si algún día quieres otros. La distribución es latinoamericana, con la Ñ en su sitio, y la carcasa de aluminio no se mueve de la mesa. Funciona por cable, por Bluetooth o con el receptor de 2,4 GHz que viene guardado debajo.',
      brand: 'Tecla',
      price: '119.00',
      shippingPrice: '7.00',
      quantity: 12,
      attributes: [
        ['Distribución', 'Español latinoamericano'],
        ['Interruptores', 'Táctiles intercambiables'],
        ['Conexión', 'USB-C, Bluetooth y 2,4 GHz'],
      ],
      levels: [10, 5, 3],
      pictures: 2,
    },
    {
      seller: 'tienda_aurora',
      name: 'Cargador de pared GaN de 65 W con tres puertos',
      shortDescription:
        'Un solo cargador para el portátil, la tableta y el teléfono: dos puertos USB-C y uno USB-A, con clavija plegable.',
      description:
        'Gracias al nitruro de galio es la mitad de grande que un cargador de portátil común y apenas se calienta. Reparte la potencia según lo que conectes: 65 W a un solo equipo o, por ejemplo, 45 W al portátil y 20 W al teléfono a la vez. La clavija se pliega para que no raye nada dentro del bolso.',
      brand: 'Voltio',
      price: '39.90',
      shippingPrice: '3.50',
      quantity: 0,
      attributes: [
        ['Potencia', '65 W'],
        ['Puertos', '2 USB-C y 1 USB-A'],
      ],
      levels: [6],
    },
    {
      seller: 'tienda_aurora',
      name: 'Lámpara de escritorio LED Faro con carga inalámbrica',
      shortDescription:
        'Lámpara de brazo articulado con luz regulable de cálida a fría y una base que carga el teléfono sin cables.',
      description:
        'La Faro ilumina la mesa de trabajo sin reflejos en la pantalla. Tiene cinco tonos de luz, desde un blanco cálido para leer de noche hasta uno frío para concentrarse, y diez niveles de brillo que recuerda al apagarla. En la base hay una superficie de carga inalámbrica de 10 W para dejar el teléfono mientras trabajas.',
      brand: 'Lumen',
      price: '54.00',
      shippingPrice: '6.00',
      quantity: 18,
      network: true,
      attributes: [
        ['Color', 'Blanco'],
        ['Tonos de luz', '5'],
        ['Carga inalámbrica', '10 W'],
      ],
      levels: [12, 6],
    },
    {
      seller: 'tienda_aurora',
      name: 'Reloj inteligente Pulso S2',
      shortDescription:
        'Reloj con GPS, medición de ritmo cardiaco y oxígeno en sangre, pantalla AMOLED y una semana de batería.',
      description:
        'El Pulso S2 registra tus caminatas, carreras y rutas en bicicleta con GPS propio, sin llevar el teléfono. Mide el pulso de día y de noche, analiza el sueño y avisa si pasas mucho tiempo sentado. La pantalla AMOLED se lee bien a pleno sol y la batería dura unos siete días con uso normal. Es sumergible hasta 50 metros.',
      brand: 'Pulso',
      price: '129.00',
      shippingPrice: '5.00',
      quantity: 9,
      attributes: [
        ['Color de correa', 'Azul noche'],
        ['Batería', '7 días'],
        ['Resistencia al agua', '5 ATM'],
      ],
      levels: [10, 5],
      pictures: 2,
    },
    {
      seller: 'tienda_aurora',
      name: 'Cámara web Mirador 2K',
      shortDescription:
        'Cámara web de resolución 2K con enfoque automático, dos micrófonos y tapa de privacidad deslizante.',
      description:
        'Para videollamadas que se vean nítidas incluso con poca luz. La Mirador corrige la exposición sola cuando te sientas de espaldas a la ventana, y sus dos micrófonos reducen el eco de la habitación. Se sujeta a cualquier monitor o portátil, y la tapa deslizante tapa la lente cuando no la usas.',
      brand: 'Lumen',
      price: '49.50',
      shippingPrice: '4.50',
      quantity: 30,
      attributes: [
        ['Resolución', '2560 × 1440'],
        ['Micrófonos', '2'],
      ],
      levels: [8, 4],
    },
    {
      seller: 'tienda_aurora',
      name: 'Batería externa Relevo de 20 000 mAh',
      shortDescription:
        'Batería portátil de 20 000 mAh con carga rápida de 22,5 W y pantalla que muestra la carga restante.',
      description:
        'Suficiente para cargar un teléfono unas cuatro veces. Tiene una pequeña pantalla con el porcentaje exacto que queda, y carga dos equipos a la vez. La carcasa tiene un acabado antideslizante y trae un cable USB-C trenzado de 60 cm.',
      brand: 'Voltio',
      price: '29.90',
      shippingPrice: '3.50',
      quantity: 50,
      status: 'pending_approval',
      attributes: [
        ['Capacidad', '20 000 mAh'],
        ['Carga rápida', '22,5 W'],
      ],
      levels: [5],
    },
  ],
};
