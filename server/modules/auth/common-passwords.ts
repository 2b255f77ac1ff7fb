/**
 * Passwords refused whatever their length (ASVS 2.1.7): the most common ones of 12 characters
 * or more, French ones included, and trivial patterns.
 */
const common = new Set([
  "123456789012",
  "1234567890123",
  "12345678901234",
  "123456789123",
  "111111111111",
  "000000000000",
  "password1234",
  "password12345",
  "passwordpassword",
  "password123456",
  "passw0rd1234",
  "motdepasse12",
  "motdepasse123",
  "motdepasse1234",
  "motdepassemotdepasse",
  "azertyuiop12",
  "azertyuiop123",
  "azertyuiopqsd",
  "azertyuiopqsdf",
  "azertyuiopqsdfghjklm",
  "qwertyuiop12",
  "qwertyuiop123",
  "qwertyuiopasdf",
  "qwerty123456",
  "azerty123456",
  "azerty1234567",
  "iloveyou1234",
  "jetaime12345",
  "jetaimejetaime",
  "soleil123456",
  "bonjour12345",
  "bonjour123456",
  "chocolat1234",
  "doudou123456",
  "admin1234567",
  "administrator",
  "administrateur",
  "admin123admin",
  "adminadmin12",
  "changeme1234",
  "welcome12345",
  "letmein12345",
  "football1234",
  "superman1234",
  "princess1234",
  "sunshine1234",
  "1q2w3e4r5t6y",
  "1qaz2wsx3edc",
  "zaq12wsxcde3",
  "qwe123qwe123",
  "abc123abc123",
  "abcdefghijkl",
  "abcdef123456",
  "menuiserie123",
  "menuiserie1234",
  "ateliermenuiserie",
  "atelierlartigue",
  "lartigue1234",
  "saucats33650",
  "gironde33000",
  "bordeaux33000",
  "marseille1234",
  "nicolas12345",
  "camille12345",
  "123456abcdef",
  "a1b2c3d4e5f6",
]);

export function isCommonPassword(password: string, username = ""): boolean {
  const p = password.toLowerCase();
  if (common.has(p)) return true;
  if (/^(.)\1+$/.test(p)) return true;
  if ("01234567890123456789".includes(p) || "98765432109876543210".includes(p)) return true;
  if ("abcdefghijklmnopqrstuvwxyz".includes(p)) return true;
  if (username && p.includes(username.toLowerCase()) && p.length - username.length < 6) return true;
  if (p.startsWith("admin123")) return true;
  return false;
}
