# Zen 5: a compare into a mask register and a kortest of it.  Each kind
# alone issues two a cycle (three vpcmpub into k1-k3 1.50 cycles per
# iteration, three kortestd 1.50), but together they share two mask
# pipes: one pair a cycle, where Zen 4's model puts the compare on FP
# pipes 0-1 and kortest on FP pipes 2-3 (0.51).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), 0.97-1.00
# CPU: znver5
# CYCLES: 1.00
	vpcmpub	$2, %ymm2, %ymm1, %k1
	kortestd	%k1, %k1
