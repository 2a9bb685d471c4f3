-- The seven categories of CATEGORY_NAMES (@keyclub/domain), in display order.
INSERT INTO "categories" ("id", "name", "position") VALUES
  (1, 'Entertainment', 1),
  (2, 'Clubs', 2),
  (3, 'Retail', 3),
  (4, 'Restaurants', 4),
  (5, 'Hotels', 5),
  (6, 'Events', 6),
  (7, 'Nightlife', 7);--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"categories"', 'id'), 7);
