import pytest
from app.auth import hash_password, check_password, token_expired

def test_check_password_roundtrip():
    salt, digest = hash_password("correct horse", b"\x00" * 16)
    assert check_password("correct horse", salt, digest)

def test_check_password_rejects_wrong_input():
    salt, digest = hash_password("a", b"\x01" * 16)
    assert not check_password("b", salt, digest)

@pytest.mark.parametrize("issued,now,expired", [(0, 3599, False), (0, 3600, True), (100, 50, False)])
def test_token_expired(issued, now, expired):
    assert token_expired(issued, now) is expired

def test_refresh_token_rotation():
    assert token_expired(0, 7200, ttl=3600) is False

@pytest.mark.skip(reason="needs a running Redis for the session store")
def test_session_store():
    pass

@pytest.mark.xfail(reason="api key scopes not implemented yet")
def test_api_key_scopes():
    assert False
