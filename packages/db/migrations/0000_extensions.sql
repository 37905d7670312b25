-- Trigram similarity for typo-tolerant catalogue search; available in PGlite (contrib) and PostgreSQL.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
