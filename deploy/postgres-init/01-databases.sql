-- The official SuperTokens core keeps its tables in a database of its own; the portal's
-- migrations run in POSTGRES_DB (see compose.yaml).
CREATE DATABASE supertokens;
