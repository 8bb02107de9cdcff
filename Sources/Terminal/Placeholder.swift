import UI
