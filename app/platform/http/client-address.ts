/**
 * The request header through which the server tells Better Auth the client's address, as Express
 * worked it out from the socket and TRUST_PROXY. The server sets it on every request it handles,
 * replacing whatever a client sent under that name, so Better Auth never reads an address from a
 * header a client chose.
 */
export const CLIENT_ADDRESS_HEADER = "x-t27-client-address";
