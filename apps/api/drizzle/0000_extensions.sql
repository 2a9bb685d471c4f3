-- Trigram indexes for the case-insensitive title search of the marketplace.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
