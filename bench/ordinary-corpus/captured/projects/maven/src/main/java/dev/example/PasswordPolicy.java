package dev.example;
public final class PasswordPolicy {
  public static final int PASSWORD_MIN_LENGTH = 12;
  public static boolean acceptable(String candidate) { return candidate != null && candidate.length() >= PASSWORD_MIN_LENGTH; }
}
