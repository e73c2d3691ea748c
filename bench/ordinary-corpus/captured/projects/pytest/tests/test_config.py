import os
def test_secret_key_comes_from_env(monkeypatch):
    monkeypatch.setenv("SECRET_KEY", "placeholder")
    assert os.environ["SECRET_KEY"] == "placeholder"
def test_password_min_length():
    assert 12 >= 8
