def run(results, demo, mail, logdir, seconds, seed):
    pass
