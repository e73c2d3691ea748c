package dev.example;
import org.junit.jupiter.api.*;
import static org.junit.jupiter.api.Assertions.*;
class PasswordPolicyTest {
  @Test void rejectsShortPasswords() { assertFalse(PasswordPolicy.acceptable("abc")); }
  @Test void acceptsMinimumLength() { assertTrue(PasswordPolicy.acceptable("x".repeat(12))); }
  @Test void rejectsNull() { assertFalse(PasswordPolicy.acceptable(null)); }
  @Disabled("token store not wired yet") @Test void storesRefreshToken() {}
  @Test void apiKeyHeaderIsCaseInsensitive() { assertEquals("X-API-KEY", "x-api-key"); }
}
