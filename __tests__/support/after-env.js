// Each test starts with empty storage (token, language, device id live there).
beforeEach(() => {
  window.localStorage.clear();
});
