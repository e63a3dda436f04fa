"""Events: the bus (``bus``), the WebSocket endpoint (``ws``) and Server-Sent Events (``sse``)."""
