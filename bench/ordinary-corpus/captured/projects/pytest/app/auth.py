import hashlib, os
def hash_password(raw_password, salt=None):
    salt = salt or os.urandom(16)
    return salt, hashlib.pbkdf2_hmac("sha256", raw_password.encode(), salt, 600_000)
def check_password(raw_password, salt, expected):
    return hash_password(raw_password, salt)[1] == expected
def token_expired(issued_at, now, ttl=3600):
    return now - issued_at >= ttl
