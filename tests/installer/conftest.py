def pytest_configure(config):
    config.addinivalue_line("markers", "deb: builds the .deb and installs it with dpkg (root, minutes)")
