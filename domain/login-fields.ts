/**
 * The login form's check in the browser, with the server's messages (domain/schemas/auth.ts
 * `loginSchema`, which the server applies): no schema library in the login page's JavaScript.
 */
export function loginFields(values: {
  username: string;
  password: string;
}):
  { success: true; data: { username: string; password: string } } | { success: false; errors: Record<string, string> } {
  const username = values.username.trim();
  const errors: Record<string, string> = {};
  if (!username) errors.username = "Nom d'utilisateur requis";
  else if (username.length > 100) errors.username = "100 caractères au maximum";
  if (!values.password) errors.password = "Mot de passe requis";
  else if (values.password.length > 1000) errors.password = "1000 caractères au maximum";
  return Object.keys(errors).length
    ? { success: false, errors }
    : { success: true, data: { username, password: values.password } };
}
