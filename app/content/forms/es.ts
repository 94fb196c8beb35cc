import type { FormMessages } from "./types.ts";

export const es: FormMessages = {
  requiredHint: "Los campos marcados con un asterisco (*) son obligatorios.",
  optional: "(opcional)",
  errors: {
    required: "Este campo es obligatorio",
    email: "Dirección de correo electrónico no válida",
    tooShort: "Mínimo {{limit}} caracteres",
    tooLong: "Máximo {{limit}} caracteres",
    phone: "Número de teléfono no válido: solo cifras, espacios, +, -, . y paréntesis",
    choice: "Elija una opción de la lista",
  },
  invalidSummary: "El formulario contiene errores. Corrija los campos señalados y vuelva a enviarlo.",
  rateLimited: "Se han enviado demasiados formularios desde su conexión. Vuelva a intentarlo dentro de {{delay}}.",
  sending: "Enviando…",
  honeypotLabel: "No rellene este campo",
};
