# Zen 5: kortest beside two independent vaddps.  The adds take FP pipes
# 2 and 3; kortest takes a mask pipe and any of the four FP pipes, so
# one of pipes 0-1 (Zen 4's model puts it on FP pipes 2-3: 1.51).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), 1.00
# CPU: znver5
# CYCLES: 1.00
	kortestd	%k2, %k2
	vaddps	%ymm9, %ymm10, %ymm5
	vaddps	%ymm9, %ymm10, %ymm6
