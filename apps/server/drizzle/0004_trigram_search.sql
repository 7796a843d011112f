-- Trigram indexes serve the links search (ILIKE '%text%') on PGlite and PostgreSQL alike.
-- pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
