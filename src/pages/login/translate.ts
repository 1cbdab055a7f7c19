// Apart from LoginForm.tsx, which lazy-loads DemoCredentials.tsx that uses it.

export type Translate = (key: string, options?: Record<string, unknown>) => string;
