-- The catalogue of design.md §3: three plans, one-time price in paise (web development with the
-- first year of hosting), and the monthly domain price per ending. Prices live here, not in code.
INSERT INTO "products" ("product_id", "plan_key", "name", "plan_title", "description", "features", "price_paise", "sort_order") VALUES
('1000001', 'basic', 'Basic', 'Basic — Starter Website',
 'A clean, fast website that puts a small business or professional on the map: we design it, build it, host it for a year and keep it secure.',
 '["Up to 5 pages, designed for phones first","Hosting for the first year (5 GB SSD)","Free SSL certificate (https)","Contact form that emails you every enquiry","WhatsApp chat button and click-to-call","2 business email accounts","Basic on-page SEO and Google Search Console setup","1 round of design changes"]'::jsonb,
 499900, 1),
('1000002', 'standard', 'Standard', 'Standard — Business Website',
 'A complete business website you can update yourself: more pages, a blog, local search set-up and three months of maintenance after launch.',
 '["Up to 12 pages with a content editor you can use","Hosting for the first year (20 GB SSD)","Free SSL certificate (https)","Blog or news section","Google Maps and Google Business Profile set-up","10 business email accounts","On-page SEO for every page and Google Analytics","Weekly backups","2 rounds of design changes","3 months of free maintenance"]'::jsonb,
 999900, 2),
('1000003', 'business', 'Business', 'Business — Online Store',
 'An online store ready to sell: product catalogue, UPI and card payments, orders and GST invoices, with daily backups and priority support.',
 '["Online store with up to 200 products","UPI, card and net-banking payments (Cashfree)","Order, stock and customer management","GST-ready invoices","Hosting for the first year (50 GB SSD) with daily backups","Free SSL certificate (https)","25 business email accounts","SEO, Google Analytics and Search Console","3 rounds of design changes","6 months of free maintenance","Priority phone and WhatsApp support"]'::jsonb,
 1999900, 3);
--> statement-breakpoint
INSERT INTO "tld_prices" ("tld", "monthly_price_paise", "sort_order") VALUES
('in', 0, 1),
('com', 9900, 2),
('co.in', 4900, 3),
('org', 10900, 4),
('net', 11900, 5),
('online', 7900, 6),
('tech', 14900, 7);
--> statement-breakpoint
-- The local domain provider's registry starts with names anyone would expect to be taken.
INSERT INTO "registered_domains" ("name", "source") VALUES
('google.com', 'seed'), ('google.in', 'seed'), ('google.co.in', 'seed'),
('amazon.com', 'seed'), ('amazon.in', 'seed'), ('flipkart.com', 'seed'),
('infosys.com', 'seed'), ('tcs.com', 'seed'), ('wipro.com', 'seed'),
('zomato.com', 'seed'), ('swiggy.com', 'seed'), ('paytm.com', 'seed'),
('irctc.co.in', 'seed'), ('sbi.co.in', 'seed'), ('onlinesbi.com', 'seed'),
('wikipedia.org', 'seed'), ('facebook.com', 'seed'), ('youtube.com', 'seed'),
('gmail.com', 'seed'), ('microsoft.com', 'seed'), ('apple.com', 'seed'),
('github.com', 'seed'), ('example.com', 'seed'), ('example.in', 'seed'),
('example.net', 'seed'), ('example.org', 'seed'), ('shop.in', 'seed'),
('shop.com', 'seed'), ('business.com', 'seed'), ('business.in', 'seed'),
('navyawebsolutions.in', 'seed'), ('navyawebsolutions.com', 'seed');
