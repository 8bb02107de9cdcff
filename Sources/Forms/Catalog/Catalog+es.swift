// Spanish (own translation, informal "tú" as Spanish apps commonly use). The ATT alert strings are
// this catalogue's rendering of iOS's wording: Apple's localized strings could not be cited.
extension CatalogTable {
    /// Spanish.
    static let spanish = CatalogTable(
        ump: spanishUMP, pac: spanishPAC, att: spanishATT,
        purposes: [
            TCFItemText(
                "Almacenar o acceder a información en un dispositivo",
                "Se pueden almacenar o leer cookies, identificadores de dispositivo u otra información en tu dispositivo para los fines que se indican aquí."
            ),
            TCFItemText(
                "Usar datos limitados para seleccionar la publicidad",
                "Los anuncios se pueden elegir con datos limitados, como el contenido que estás viendo, la app que usas, tu ubicación aproximada y el tipo de dispositivo."
            ),
            TCFItemText(
                "Crear perfiles para publicidad personalizada",
                "La información sobre tu actividad se puede usar para crear o mejorar un perfil de tus intereses para anuncios personalizados."),
            TCFItemText(
                "Usar perfiles para seleccionar publicidad personalizada",
                "Los anuncios se pueden elegir a partir de un perfil sobre ti, como tus intereses y tu actividad anterior."),
            TCFItemText(
                "Crear perfiles para personalizar el contenido",
                "La información sobre tu actividad se puede usar para crear o mejorar un perfil para contenido personalizado."),
            TCFItemText(
                "Usar perfiles para seleccionar contenido personalizado",
                "El contenido se puede elegir a partir de un perfil sobre ti, como tus intereses y tu actividad anterior."),
            TCFItemText(
                "Medir el rendimiento de la publicidad",
                "La información sobre qué anuncios se te muestran y cómo interactúas con ellos se puede usar para medir su rendimiento."),
            TCFItemText(
                "Medir el rendimiento del contenido",
                "La información sobre qué contenido se te muestra y cómo interactúas con él se puede usar para medir su rendimiento."),
            TCFItemText(
                "Comprender al público mediante estadísticas o combinaciones de datos de diferentes fuentes",
                "Se pueden generar informes a partir de datos combinados sobre tus interacciones y las de otros usuarios para comprender al público."),
            TCFItemText(
                "Desarrollar y mejorar servicios",
                "La información sobre tu actividad se puede usar para mejorar productos existentes y desarrollar otros nuevos."),
            TCFItemText(
                "Usar datos limitados para seleccionar contenido",
                "El contenido se puede elegir con datos limitados, como el contenido que estás viendo, tu ubicación aproximada y el tipo de dispositivo."
            ),
        ],
        specialPurposes: [
            TCFItemText(
                "Garantizar la seguridad, prevenir y detectar fraudes, y corregir errores",
                "Tus datos se pueden usar para vigilar y prevenir actividades inusuales o fraudulentas y para asegurar que los sistemas funcionen correctamente."
            ),
            TCFItemText(
                "Ofrecer y mostrar publicidad y contenido",
                "Cierta información, como tu dirección IP y las capacidades de tu dispositivo, se usa para mostrar anuncios y contenido en tu pantalla."
            ),
            TCFItemText(
                "Guardar y comunicar las opciones de privacidad",
                "Las opciones que elijas aquí se guardan y se comunican a las empresas indicadas, como una señal (por ejemplo, una cadena de caracteres), para que puedan respetarlas."
            ),
        ],
        features: [
            TCFItemText(
                "Cotejar y combinar datos de otras fuentes",
                "La información sobre tu actividad en esta app se puede cotejar y combinar con otra información sobre ti procedente de otras fuentes."
            ),
            TCFItemText("Vincular diferentes dispositivos", "Se puede determinar que diferentes dispositivos te pertenecen a ti o a tu hogar."),
            TCFItemText(
                "Identificar dispositivos a partir de información transmitida automáticamente",
                "Tu dispositivo se puede distinguir de otros con información que envía automáticamente, como su dirección IP o el tipo de navegador."),
        ],
        specialFeatures: [
            TCFItemText(
                "Usar datos de geolocalización precisa",
                "Con tu consentimiento, se puede usar tu ubicación precisa (en un radio de 500 metros) para los fines indicados aquí."),
            TCFItemText(
                "Analizar activamente las características del dispositivo para su identificación",
                "Con tu consentimiento, se pueden solicitar y usar ciertas características de tu dispositivo para identificarlo."),
        ]
    )

    private static let spanishUMP: [TextKey: String] = [
        .title: "{appName} solicita tu consentimiento para usar tus datos personales para:",
        .purposesSummary:
            "Publicidad y contenido personalizados, medición de publicidad y contenido, investigación de audiencias y desarrollo de servicios",
        .storeAccessSummary: "Almacenar o acceder a información en un dispositivo",
        .intro:
            "Tus datos personales se tratarán y la información de tu dispositivo (cookies, identificadores únicos y otros datos del dispositivo) puede ser almacenada, consultada y compartida por {vendorCount} proveedores TCF y {atpCount} partners publicitarios, o usada específicamente por esta app.",
        .legitimateInterestNotice:
            "Algunos proveedores pueden tratar tus datos personales basándose en su interés legítimo, al que puedes oponerte gestionando tus opciones a continuación. Busca un enlace al final de esta página para gestionar o retirar tu consentimiento en la configuración de privacidad y cookies.",
        .vendorsLink: "Ver nuestros proveedores ({vendorCount}) y partners publicitarios ({atpCount})",
        .consent: "Consentir",
        .doNotConsent: "No consentir",
        .manageOptions: "Gestionar opciones",
        .close: "Cerrar (no consentir)",
        .manageOptionsTitle: "Gestionar tus datos",
        .manageOptionsIntro:
            "Puedes elegir cómo se usan tus datos personales. Los proveedores quieren tu permiso para lo siguiente. También puedes oponerte al tratamiento basado en el interés legítimo.",
        .purposesHeading: "Finalidades",
        .specialPurposesHeading: "Finalidades especiales",
        .featuresHeading: "Funciones",
        .specialFeaturesHeading: "Funciones especiales",
        .consentSwitch: "Consentimiento",
        .legitimateInterest: "Interés legítimo",
        .alwaysActive: "Siempre activo",
        .illustrationsHeading: "Ejemplos",
        .vendorPreferences: "Preferencias de proveedores",
        .vendorsTitle: "Proveedores TCF",
        .googleATPsTitle: "Proveedores de tecnología publicitaria de Google",
        .privacyPolicy: "Política de privacidad",
        .acceptAll: "Aceptar todo",
        .rejectAll: "Rechazar todo",
        .confirmChoices: "Confirmar selección",
        .back: "Atrás",
        .privacyOptionsTitle: "Gestionar tus opciones de privacidad",
        .privacyOptionsEntry: "Configuración de privacidad y cookies",
        .usStatesTitle: "{appName}: tus opciones de privacidad",
        .usStatesBody:
            "{appName} y nuestros partners usan información recogida sobre ti, como los identificadores de tu dispositivo y cómo usas la app, para mostrarte anuncios personalizados. Según las leyes de privacidad de algunos estados de EE. UU., esto puede considerarse una «venta» o «cesión» de tu información personal, o publicidad dirigida.",
        .usStatesChoice:
            "Puedes oponerte a la venta o cesión de tu información personal y a la publicidad dirigida. Si cierras este mensaje sin oponerte, podemos seguir vendiéndola o cediéndola. Puedes cambiar tu elección en cualquier momento en la configuración de privacidad de la app.",
        .usStatesOptOut: "Oponerme",
        .usStatesClose: "Cerrar",
        .searchPrompt: "Buscar por nombre o ID",
        .vendorMatches: "{count} de {total} proveedores",
        .partnerMatches: "coinciden {count} de {total} partners publicitarios",
        .noVendorMatches: "Ningún proveedor coincide con «{search}». Esc borra la búsqueda.",
        .legitimateInterestClaim: "Declaración de interés legítimo",
        .flexibleLegalBasis: "base jurídica flexible",
        .retention: "Conservación",
        .retentionStandard: "{count} días (estándar; plazos por finalidad entre corchetes arriba)",
        .retentionPerPurpose: "solo por finalidad (entre corchetes arriba)",
        .notDeclared: "no declarado",
        .cookieMaxAge: "Duración máxima de las cookies",
        .otherStorage: "Otro almacenamiento",
        .nonCookieAccess: "usa almacenamiento y acceso sin cookies",
        .noneDeclared: "ninguno declarado",
        .noCookies: "sin cookies",
        .cookieAgeNotDeclared: "usa cookies; duración máxima no declarada",
        .sessionCookiesOnly: "solo cookies de sesión",
        .days: "{count} días",
        .seconds: "{count} segundos",
        .cookieRefreshed: "se renueva en cada acceso",
        .noneGiven: "no indicado",
        .learnMore: "Más información",
        .moreInfo: "Ver más",
        .viewDetails: "Ver detalles",
        .storageDisclosures: "Información sobre el almacenamiento",
        .dataCollected: "Datos recogidos",
        .helpTip: "Ayuda",
        .helpDialogClose: "Cerrar",
        .moreLines: "{count} más",
    ]

    private static let spanishPAC: [TextKey: String] = [
        .intro: "Nos importan tu privacidad y la seguridad de tus datos. Mantenemos esta app gratuita mostrando anuncios.",
        .question: "¿Podemos seguir usando tus datos para adaptar los anuncios a ti?",
        .changeChoice: "Puedes cambiar tu elección para {appName} en cualquier momento en la configuración de la app.",
        .partnersNotice: "Nuestros partners recogerán datos y usarán un identificador único de tu dispositivo para mostrarte anuncios.",
        .learnHowLink: "Descubre cómo {appName} y nuestros {partnerCount} partners recogen y usan los datos",
        .personalized: "Sí, seguir viendo anuncios relevantes",
        .nonPersonalized: "No, ver anuncios menos relevantes",
        .adFree: "Pagar por la versión sin anuncios",
        .providersIntro: "Descubre cómo nuestros partners recogen y usan los datos:",
        .howAppUsesData: "Cómo usa {appName} tus datos",
        .back: "Atrás",
        .npaConfirmation:
            "Colaboraremos con Google y usaremos un identificador único de tu dispositivo para respetar tu elección sobre el uso de datos. Puedes cambiar tu elección para {appName} en cualquier momento en la configuración de la app.",
        .agree: "Aceptar",
        .npaOnlyNotice: "Colaboraremos con Google y usaremos un identificador único de tu dispositivo para mostrar anuncios no personalizados.",
        .nonPersonalizedNoQuestion: "Ver anuncios menos relevantes",
        .npaAdFreeDetail: "Si eliges ver anuncios, colaboraremos con Google y usaremos un identificador único de tu dispositivo.",
        .opensLink: "abre",
        .moreLines: "{count} más",
    ]

    private static let spanishATT: [TextKey: String] = [
        .explainerTitle: "Mantén {appName} gratis",
        .explainerBody:
            "En la siguiente pantalla, iOS te preguntará si {appName} puede rastrear tu actividad en las apps y sitios web de otras empresas. Si lo permites, nuestros partners podrán mostrarte anuncios acordes con tus intereses. Puedes cambiarlo cuando quieras en Ajustes.",
        .explainerButton: "Siguiente",
        .alertTitle: "¿Permitir que “{appName}” rastree tu actividad en las apps y sitios web de otras empresas?",
        .usageDescription: "Tus datos se usarán para mostrarte anuncios más relevantes.",
        .allow: "Permitir",
        .askNotToTrack: "Pedir a la app que no rastree",
        .moreLines: "{count} más",
    ]
}
