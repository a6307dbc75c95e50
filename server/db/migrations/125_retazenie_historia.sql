-- The history of a balance-responsibility chain link (dialog retazenie-odchylok-detail): asked,
-- period changed, consented or refused, by whom and when; written by the shared history trigger.
CREATE TRIGGER retazenie_odchylok_historia AFTER INSERT OR UPDATE OR DELETE ON retazenie_odchylok
  FOR EACH ROW EXECUTE FUNCTION zaznam_historia_zapis('retazenie-odchylok', 'id_retazenie');
