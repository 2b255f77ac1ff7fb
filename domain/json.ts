/**
 * What a value becomes once sent as JSON: dates are ISO strings, and so on inside arrays and
 * objects. The admin's types of API answers are the server's types through it (decision 050).
 */
export type Jsonify<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Jsonify<U>[]
    : T extends object
      ? { [K in keyof T]: Jsonify<T[K]> }
      : T;
