namespace System { public class Object { } }
