# Sapphire Rapids: addq $32 repeated on one register.  Golden Cove does
# a 64-bit add of an immediate at rename, but executes a share of them
# that grows with the immediate's size (1 to 24: none, 32: 0.20, 64:
# 0.27, 128: 0.34, 256: 0.44, 512: 0.51, 1023: 0.52, from 1024: all;
# the model's foldrate lines).  Measured on this project's Intel machine
# with gcc-mca-measure: 0.20, 5 adds for each one executed cycles per iteration.
# SOURCE: measured (gcc-mca-measure, minimum of 18 runs)
# CPU: sapphirerapids
# CYCLES: 0.20
# BINDS: loop-carried
	addq	$32, %r8
