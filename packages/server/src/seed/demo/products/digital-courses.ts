import type { DemoShelf } from '../demo-product.js';

export const digitalCourses: DemoShelf = {
  category: 'digital-courses',
  products: [
    {
      seller: 'aula_abierta',
      name: 'Curso de fotografía con el celular',
      shortDescription:
        'Curso en video de 6 horas para sacar fotos bonitas con el teléfono: luz, composición y edición.',
      description:
        'Veinticuatro lecciones cortas para aprender a mirar antes de disparar. Empieza por la luz (la de la ventana, la del atardecer, la de un día nublado), sigue con la composición y termina con la edición en aplicaciones gratuitas. Cada lección trae un ejercicio para hacer con lo que tengas a mano. Acceso sin límite de tiempo y certificado al terminar.',
      brand: 'Aula Abierta',
      price: '29.00',
      shippingPrice: '0.00',
      quantity: 999,
      isDigital: true,
      network: true,
      attributes: [
        ['Duración', '6 horas'],
        ['Lecciones', '24'],
        ['Certificado', 'Sí'],
      ],
      levels: [20, 10, 5],
      pictures: 2,
    },
    {
      seller: 'aula_abierta',
      name: 'Excel de cero a tablas dinámicas',
      shortDescription:
        'Curso práctico de hojas de cálculo: fórmulas, gráficos, tablas dinámicas y un tablero para tu negocio.',
      description:
        'Pensado para quien lleva las cuentas de un negocio pequeño o trabaja con datos en la oficina. Empieza por lo básico y llega hasta BUSCARX, tablas dinámicas y gráficos que se actualizan solos. Todo se aprende con archivos de ejemplo de una tienda real, que puedes descargar y adaptar. Funciona con Excel y con Hojas de cálculo de Google.',
      brand: 'Aula Abierta',
      price: '35.00',
      shippingPrice: '0.00',
      quantity: 999,
      isDigital: true,
      attributes: [
        ['Duración', '9 horas'],
        ['Nivel', 'De cero a intermedio'],
      ],
      levels: [15, 10],
    },
    {
      seller: 'aula_abierta',
      name: 'Inglés para viajar en 30 días',
      shortDescription:
        'Treinta lecciones de 15 minutos con las frases que necesitas en aeropuertos, hoteles y restaurantes.',
      description:
        'Un curso de conversación, no de gramática: cada día aprendes las frases de una situación concreta (pasar migración, pedir en un restaurante, preguntar una dirección, resolver un problema en el hotel) y las practicas con audios grabados por hablantes nativos. Incluye una guía de bolsillo en PDF para llevar en el teléfono durante el viaje.',
      brand: 'Aula Abierta',
      price: '19.00',
      shippingPrice: '0.00',
      quantity: 999,
      isDigital: true,
      network: true,
      attributes: [
        ['Lecciones', '30 de 15 minutos'],
        ['Nivel', 'Principiante'],
      ],
      levels: [20, 10],
    },
    {
      seller: 'aula_abierta',
      name: 'Programación web para principiantes',
      shortDescription:
        'Aprende HTML, CSS y JavaScript construyendo tres sitios completos, con revisión de tus ejercicios.',
      description:
        'En doce semanas pasas de no haber escrito una línea de código a publicar tu propio sitio. Construyes un currículum en línea, la página de un restaurante y una lista de tareas que guarda datos en el navegador. Cada semana hay un ejercicio que revisa una persona del equipo, con comentarios para mejorarlo.',
      brand: 'Aula Abierta',
      price: '79.00',
      shippingPrice: '0.00',
      quantity: 200,
      isDigital: true,
      attributes: [
        ['Duración', '12 semanas'],
        ['Proyectos', '3'],
        ['Revisión de ejercicios', 'Sí'],
      ],
      levels: [15, 10, 5],
      pictures: 2,
    },
    {
      seller: 'casa_del_ritmo',
      name: 'Curso de guitarra: acordes y ritmos latinos',
      shortDescription:
        'Video curso para tocar vallenato, bolero, bambuco y salsa en guitarra, con tablaturas descargables.',
      description:
        'Si ya sabes los acordes básicos y quieres acompañar canciones de verdad, este curso te enseña los rasgueos y los bajos de cada ritmo, uno por uno y a velocidad lenta. Cada lección trae la tablatura en PDF y una pista de acompañamiento para practicar.',
      brand: 'Casa del Ritmo',
      price: '25.00',
      shippingPrice: '0.00',
      quantity: 999,
      isDigital: true,
      attributes: [
        ['Duración', '5 horas'],
        ['Ritmos', '8'],
      ],
      levels: [15, 5],
    },
    {
      seller: 'aula_abierta',
      name: 'Huerta en casa: cultiva en balcones y terrazas',
      shortDescription:
        'Curso en video para sembrar hortalizas, hierbas y frutas en poco espacio, con calendario de siembra.',
      description:
        'Todo lo que necesitas para tener tomates, lechugas, cebollín y aromáticas en un balcón: elegir recipientes, preparar el sustrato, hacer compost con los residuos de la cocina y controlar plagas sin venenos. El calendario de siembra está adaptado a clima frío, templado y cálido.',
      brand: 'Aula Abierta',
      price: '22.00',
      shippingPrice: '0.00',
      quantity: 999,
      isDigital: true,
      attributes: [
        ['Duración', '4 horas'],
        ['Clima', 'Frío, templado y cálido'],
      ],
      levels: [10, 5],
    },
    {
      seller: 'aula_abierta',
      name: 'Finanzas para emprendedores',
      shortDescription:
        'Curso para poner precio a tus productos, entender tu flujo de caja y saber cuánto ganas de verdad.',
      description:
        'Muchos negocios pequeños venden bien y aun así no les alcanza. Este curso explica, con números de negocios reales, cómo calcular costos, fijar precios que dejen margen, separar las cuentas personales de las del negocio y proyectar el flujo de caja de los próximos meses. Incluye plantillas para usar desde el primer día.',
      brand: 'Aula Abierta',
      price: '39.00',
      shippingPrice: '0.00',
      quantity: 999,
      isDigital: true,
      attributes: [
        ['Duración', '7 horas'],
        ['Plantillas', '6'],
      ],
      levels: [15, 10],
    },
    {
      seller: 'aula_abierta',
      name: 'Hazte millonario con criptomonedas en una semana',
      shortDescription: 'El método secreto para multiplicar tu dinero sin riesgo.',
      description:
        'Descubre la estrategia que usan los expertos para ganar dinero con criptomonedas sin saber nada de inversiones. Resultados garantizados.',
      brand: 'Aula Abierta',
      price: '97.00',
      shippingPrice: '0.00',
      quantity: 999,
      isDigital: true,
      status: 'suspended',
      reason: 'Promete ganancias garantizadas, lo que no está permitido en Plaza.',
      attributes: [['Duración', '2 horas']],
      levels: [25, 25],
    },
  ],
};
