// Query builders and operators for the API's repositories, from the one drizzle-orm copy the schema uses.
export * from 'drizzle-orm';
