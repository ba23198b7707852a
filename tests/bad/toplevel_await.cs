// error: 4:1
// message: async/await is not supported
// errors: 1
await System.Threading.Tasks.Task.Delay(1);
System.Console.WriteLine("done");
