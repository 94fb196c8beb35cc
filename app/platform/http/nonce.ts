import { createContext, useContext } from "react";

/** The CSP nonce of the current response; empty in the browser, which hides it anyway. */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
