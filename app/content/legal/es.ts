import type { LegalContent } from "./types.ts";

export const es: LegalContent = {
  updatedLabel: "Última actualización:",
  pages: {
    legal: {
      meta: {
        title: "Aviso legal — Tahiti 2027",
        description: "Editor, director de la publicación y proveedor de alojamiento de Tahiti 2027, un sitio web de información independiente.",
      },
      title: "Aviso legal",
      intro: "Quién publica este sitio web, quién responde de él y dónde está alojado.",
      sections: [
        {
          heading: "Un sitio web de información independiente",
          blocks: [
            "El sitio web «Tahiti 2027» es un proyecto independiente de información sobre los XVIII Juegos del Pacífico, que se celebran en la Polinesia Francesa en 2027.",
            "No es el sitio web oficial del comité organizador de los Juegos. La información oficial la publica el COJ Tahiti 2027, el comité organizador de los Juegos del Pacífico Tahiti 2027: en caso de diferencia, prevalece la información oficial.",
          ],
        },
        {
          heading: "Editor",
          blocks: [{ list: ["Editor: proyecto independiente «Tahiti 2027»", ["Contacto: ", { email: true }]] }],
        },
        {
          heading: "Director de la publicación",
          blocks: [["El director de la publicación es el responsable del proyecto independiente «Tahiti 2027», a quien puede escribir a la dirección ", { email: true }, "."]],
        },
        {
          heading: "Alojamiento",
          blocks: [["El sitio web está alojado por: ", { pending: "nombre, dirección y teléfono del proveedor de alojamiento, que el editor debe completar antes de la puesta en línea" }, "."]],
        },
        {
          heading: "Contacto y notificaciones",
          blocks: [
            [
              "Para cualquier pregunta sobre el sitio web, o para señalar un error o un contenido que considere ilícito, escriba a ",
              { email: true },
              " o utilice el ",
              { text: "formulario de contacto", to: "/contact" },
              ".",
            ],
          ],
        },
        {
          heading: "Datos personales, cookies y condiciones de uso",
          blocks: [
            [
              "El tratamiento de sus datos se describe en la ",
              { text: "política de privacidad", to: "/privacy" },
              ", y las cookies utilizadas, en la ",
              { text: "política de cookies", to: "/cookies" },
              ". El uso del sitio web se rige por las ",
              { text: "condiciones de uso", to: "/terms" },
              ".",
            ],
          ],
        },
      ],
    },
    privacy: {
      meta: {
        title: "Política de privacidad — Tahiti 2027",
        description: "Los datos personales que trata el sitio web Tahiti 2027, para qué, durante cuánto tiempo y cómo ejercer sus derechos.",
      },
      title: "Política de privacidad",
      intro: "Este sitio web recoge el mínimo de datos posible: ni publicidad, ni rastreo, ni herramientas de medición de audiencia de terceros.",
      sections: [
        {
          heading: "Responsable del tratamiento",
          blocks: [
            [
              "El responsable del tratamiento es el editor del sitio web, el proyecto independiente «Tahiti 2027» (véase el ",
              { text: "aviso legal", to: "/legal" },
              "). Contacto: ",
              { email: true },
              ".",
            ],
          ],
        },
        {
          heading: "Marco legal",
          blocks: [
            [
              "En la Polinesia Francesa, la protección de los datos personales se rige por la ley francesa n.º 78-17, de 6 de enero de 1978, llamada ",
              { text: "loi « Informatique et Libertés »", lang: "fr" },
              " (ley francesa de protección de datos), que remite a las normas del Reglamento General de Protección de Datos (RGPD).",
            ],
            ["La autoridad de control es la CNIL (", { text: "Commission nationale de l'informatique et des libertés", lang: "fr" }, "), la autoridad francesa de protección de datos."],
          ],
        },
        {
          heading: "Qué datos se tratan y para qué",
          blocks: [
            "El sitio web solo trata los datos necesarios para su funcionamiento:",
            {
              list: [
                "Mensajes del formulario de contacto: nombre, dirección de correo electrónico, teléfono si se indica, asunto, departamento elegido y mensaje, guardados para responderle.",
                "Solicitudes de colaboración: nombre de la empresa, persona de contacto, dirección de correo electrónico, teléfono si se indica, categoría y mensaje, guardados para estudiar la solicitud y responderle.",
                "Cuentas, si crea una (en particular para la redacción y la administración del sitio web): dirección de correo electrónico, nombre, rol, contraseña guardada solo en forma cifrada mediante hash (nunca en claro) y sesiones de conexión (fecha, dirección IP y navegador utilizados).",
                "Registros del servidor: dirección IP, página solicitada, fecha y hora, y respuesta del servidor, registrados para la seguridad del sitio web (detección de abusos y averías).",
                ["Cookies estrictamente necesarias: acceso al sitio web durante su preparación, idioma elegido y sesión de las cuentas conectadas (véase la ", { text: "política de cookies", to: "/cookies" }, ")."],
              ],
            },
            "El sitio web no utiliza publicidad, ni rastreo, ni herramientas de medición de audiencia de terceros. Sus datos no se venden ni se utilizan con fines comerciales.",
          ],
        },
        {
          heading: "Bases jurídicas",
          blocks: [
            {
              list: [
                "Respuesta a los mensajes: el interés legítimo del editor en responder a las personas que se ponen en contacto con él; para una solicitud de colaboración, la aplicación de medidas precontractuales adoptadas a petición suya.",
                "Cuentas: la ejecución de las condiciones de uso que usted acepta al crear una cuenta.",
                "Registros del servidor y cookies estrictamente necesarias: el interés legítimo del editor en garantizar la seguridad y el funcionamiento del sitio web.",
              ],
            },
          ],
        },
        {
          heading: "Destinatarios",
          blocks: [
            "Solo el equipo del proyecto «Tahiti 2027» tiene acceso a estos datos. El proveedor de alojamiento del sitio web y, en su caso, el servicio de envío de correos electrónicos los tratan únicamente para prestar el servicio técnico. Ningún dato se transmite a anunciantes ni a redes sociales.",
          ],
        },
        {
          heading: "Plazo de conservación",
          blocks: [
            {
              list: [
                "Mensajes y solicitudes de colaboración: el tiempo necesario para tramitarlos y, como máximo, hasta el final de 2028.",
                "Cuentas: hasta que se elimine la cuenta y, como máximo, hasta el final de 2028.",
                "Sesiones de conexión: 7 días, prorrogados mientras se utilice la cuenta; una sesión se elimina al cerrar la sesión.",
                "Registros del servidor: no más de lo necesario para la seguridad del sitio web y, como máximo, hasta el final de 2028.",
                ["Cookies: sus duraciones se indican en la ", { text: "política de cookies", to: "/cookies" }, "."],
              ],
            },
            "Transcurridos estos plazos, los datos se eliminan.",
          ],
        },
        {
          heading: "Seguridad",
          blocks: [
            "Las contraseñas se guardan en forma cifrada mediante hash, los scripts de las páginas no pueden leer las cookies de sesión, los intentos repetidos de contraseña están limitados y la administración está reservada a las cuentas autorizadas.",
          ],
        },
        {
          heading: "Sus derechos",
          blocks: [
            "Usted tiene los siguientes derechos sobre los datos que le conciernen:",
            {
              list: [
                "derecho de acceso: saber qué datos se tratan y obtener una copia;",
                "derecho de rectificación: hacer corregir los datos inexactos o incompletos;",
                "derecho de supresión: hacer eliminar sus datos;",
                "derecho de oposición: oponerse a un tratamiento basado en el interés legítimo del editor;",
                "derecho a la portabilidad: recibir los datos que haya facilitado en un formato de uso común y lectura mecánica, en los casos previstos por el RGPD.",
              ],
            },
          ],
        },
        {
          heading: "Cómo ejercer sus derechos",
          blocks: [
            [
              "Escriba a ",
              { email: true },
              " indicando su solicitud y la dirección de correo electrónico afectada. Respondemos en el plazo de un mes. Si existen dudas sobre su identidad, podemos pedirle que la acredite.",
            ],
            [
              "También puede presentar en cualquier momento una reclamación ante la CNIL: ",
              { text: "www.cnil.fr/fr/plaintes", href: "https://www.cnil.fr/fr/plaintes" },
              " (en francés).",
            ],
          ],
        },
        {
          heading: "Cambios",
          blocks: ["Esta política puede cambiar a medida que evolucione el sitio web, por ejemplo si se añaden nuevos formularios. La fecha de la última actualización figura al principio de la página."],
        },
      ],
    },
    terms: {
      meta: {
        title: "Condiciones de uso — Tahiti 2027",
        description: "Las normas de uso de Tahiti 2027, un sitio web de información independiente: acceso, propiedad intelectual, enlaces, responsabilidad y ley aplicable.",
      },
      title: "Condiciones de uso",
      intro: "Al utilizar este sitio web, usted acepta las condiciones siguientes.",
      sections: [
        {
          heading: "Objeto del sitio web",
          blocks: [
            "El sitio web «Tahiti 2027» informa al público sobre los XVIII Juegos del Pacífico: noticias, deportes, delegaciones, sedes, acreditación, voluntariado y colaboraciones.",
            "Es un proyecto independiente: no es el sitio web oficial del comité organizador y no sustituye la información oficial publicada por el COJ Tahiti 2027.",
          ],
        },
        {
          heading: "Acceso al sitio web",
          blocks: [
            "Durante su preparación, el sitio web está reservado a las personas que disponen de la contraseña de acceso compartida. No comunique esta contraseña a personas que no hayan sido invitadas.",
            "El acceso al sitio web es gratuito. El editor puede suspenderlo, limitarlo o modificarlo en cualquier momento, en particular por mantenimiento.",
          ],
        },
        {
          heading: "Cuentas",
          blocks: [
            "Las cuentas sirven para la redacción y la administración del sitio web. Usted es responsable de la confidencialidad de su contraseña y de lo que se haga con su cuenta. El editor puede suspender una cuenta utilizada de forma abusiva.",
          ],
        },
        {
          heading: "Buen uso",
          blocks: [
            {
              list: [
                "No envíe a través de los formularios ningún contenido ilícito, injurioso o publicitario no solicitado.",
                "No intente eludir las protecciones del sitio web ni perturbar su funcionamiento.",
              ],
            },
          ],
        },
        {
          heading: "Propiedad intelectual",
          blocks: [
            "Los textos, el diseño y el código del sitio web están protegidos por derechos de autor. Puede citar extractos breves indicando la fuente; cualquier otra reproducción requiere la autorización del editor.",
            "Los nombres, logotipos y mascotas de los Juegos del Pacífico y de Tahiti 2027, así como las marcas citadas, pertenecen a sus titulares. Su mención en este sitio web no implica ninguna colaboración con ellos ni su aprobación.",
          ],
        },
        {
          heading: "Enlaces a otros sitios web",
          blocks: [
            "El sitio web contiene enlaces a otros sitios web, por ejemplo de instituciones o redes sociales. Se abren en una pestaña nueva, lo que se anuncia a los lectores de pantalla. El editor no controla esos sitios web y no es responsable de su contenido ni de su tratamiento de datos.",
          ],
        },
        {
          heading: "Responsabilidad",
          blocks: [
            "La información del sitio web se ofrece a título orientativo. Las fechas, cifras, sedes y programas pueden cambiar: compruébelos con el COJ Tahiti 2027 antes de tomar cualquier decisión.",
            ["El editor procura mantener esta información exacta y actualizada, pero no puede garantizar la ausencia de errores ni la disponibilidad permanente del sitio web. Comuníquenos cualquier error a ", { email: true }, "."],
          ],
        },
        {
          heading: "Ley aplicable y litigios",
          blocks: [
            "Estas condiciones se rigen por la ley francesa. En caso de litigio, se buscará primero una solución amistosa; en su defecto, el litigio se someterá a los tribunales competentes de Papeete.",
          ],
        },
        {
          heading: "Modificación de las condiciones",
          blocks: ["Estas condiciones pueden actualizarse. La versión vigente es la publicada en esta página, con la fecha de su última actualización."],
        },
      ],
    },
    cookies: {
      meta: {
        title: "Política de cookies — Tahiti 2027",
        description: "Las seis cookies estrictamente necesarias que instala el sitio web Tahiti 2027, su función y su duración.",
      },
      title: "Política de cookies",
      intro: "Este sitio web solo utiliza cookies estrictamente necesarias para su funcionamiento: ninguna cookie de publicidad, rastreo o medición de audiencia.",
      sections: [
        {
          heading: "¿Qué es una cookie?",
          blocks: [
            "Una cookie es un pequeño archivo de texto que un sitio web guarda en su navegador para recordar un dato de una página a otra, por ejemplo que usted ha introducido la contraseña de acceso.",
          ],
        },
        {
          heading: "Las cookies de este sitio web",
          blocks: [
            "Las seis cookies siguientes son estrictamente necesarias. Las instala el propio sitio web (ninguna cookie de terceros) y nunca sirven para seguirle en otros sitios web. Solo t27_account, que no contiene ningún dato, puede ser leída por los scripts de las páginas; las demás no.",
            {
              table: {
                caption: "Cookies que instala el sitio web Tahiti 2027",
                nameHeader: "Nombre",
                purposeHeader: "Función",
                durationHeader: "Duración",
                rows: [
                  {
                    name: "t27_gate",
                    purpose: "Recuerda que usted ha introducido la contraseña de acceso compartida, para no pedírsela en cada página mientras el sitio web está en preparación.",
                    duration: "30 días",
                  },
                  {
                    name: "t27_flash",
                    purpose: "Muestra una sola vez el mensaje de bienvenida tras desbloquear el sitio web y después se borra.",
                    duration: "60 segundos",
                  },
                  {
                    name: "lang",
                    purpose: "Recuerda el idioma elegido en el menú de idiomas, para mostrar la página de inicio directamente en ese idioma cuando vuelva. Solo se instala si elige un idioma.",
                    duration: "1 año",
                  },
                  {
                    name: "better-auth.session_token",
                    purpose: "Mantiene conectada una cuenta (redacción, administración). Solo se instala al iniciar sesión y se borra al cerrarla. En una conexión segura (HTTPS), su nombre empieza por «__Secure-».",
                    duration: "7 días, prorrogados mientras se utilice la cuenta",
                  },
                  {
                    name: "t27_account",
                    purpose: "Indica a la página que hay una cuenta conectada, para mostrar el menú de la cuenta en el encabezado. Solo contiene «1», ningún dato personal; se instala y se borra con la cookie de sesión.",
                    duration: "7 días, como la cookie de sesión",
                  },
                  {
                    name: "better-auth.two_factor",
                    purpose: "Une los dos pasos del inicio de sesión de una cuenta del equipo con la verificación en dos pasos activada: se establece tras la contraseña y se elimina en cuanto se acepta el código. En una conexión segura (HTTPS), su nombre empieza por «__Secure-».",
                    duration: "10 minutos",
                  },
                ],
              },
            },
          ],
        },
        {
          heading: "Por qué no hay banner de consentimiento",
          blocks: [
            [
              "Las cookies estrictamente necesarias para el funcionamiento de un sitio web o para un servicio que usted solicita, como la elección del idioma, no requieren su consentimiento según la ",
              { text: "loi « Informatique et Libertés »", lang: "fr" },
              " y las recomendaciones de la CNIL. Este sitio web solo utiliza cookies de este tipo, por lo que no muestra ningún banner de consentimiento.",
            ],
            "Si algún día se añade una medición de audiencia, funcionará sin cookies y esta página se actualizará.",
          ],
        },
        {
          heading: "Gestionar las cookies",
          blocks: [
            "Puede eliminar o bloquear las cookies en la configuración de su navegador. Tenga en cuenta que:",
            {
              list: [
                ["sin la cookie ", { code: "t27_gate" }, ", se le vuelve a pedir la contraseña de acceso y, si la bloquea, no podrá acceder al sitio web durante su preparación;"],
                ["sin la cookie ", { code: "lang" }, ", la página de inicio se muestra en francés;"],
                ["sin la cookie de sesión, no puede iniciar sesión en una cuenta."],
              ],
            },
          ],
        },
        {
          heading: "Más información",
          blocks: [["Sobre el tratamiento de sus datos, consulte la ", { text: "política de privacidad", to: "/privacy" }, ". Para cualquier pregunta: ", { email: true }, "."]],
        },
      ],
    },
  },
};
