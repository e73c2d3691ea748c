pub fn redact_len(s: &str) -> usize { s.chars().count() }
pub fn is_strong_password(p: &str) -> bool { p.len() >= 12 && p.chars().any(|c| c.is_ascii_digit()) }
pub fn token_expired(issued: u64, now: u64, ttl: u64) -> bool { now.saturating_sub(issued) >= ttl }

#[cfg(test)]
mod tests {
    use super::*;
    #[test] fn counts_chars() { assert_eq!(redact_len("héllo"), 5); }
    #[test] fn weak_password_is_rejected() { assert!(!is_strong_password("short1")); }
    #[test] fn strong_password_is_accepted() { assert!(is_strong_password("twelve-chars-1")); }
    #[test] fn token_not_expired_before_ttl() { assert!(!token_expired(0, 3599, 3600)); }
    #[test] fn token_expired_at_ttl() { assert!(token_expired(0, 3601, 3600)); }
    #[test] #[ignore] fn keyring_backend_roundtrip() {}
    #[test] fn api_key_header_name() { assert_eq!("x-api-key".len(), 10); }
}
