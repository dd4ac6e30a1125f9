def run(results, binary, logdir):
    pass
