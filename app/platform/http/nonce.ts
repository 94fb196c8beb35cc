import { createContext, useContext } from "react";

/** The CSP nonce of the current response, if it has one; none in the browser, which hides it anyway. */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
