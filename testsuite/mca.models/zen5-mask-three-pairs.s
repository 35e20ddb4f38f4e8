# Zen 5: three independent compares into mask registers, each with a
# kortest of its mask: six operations on the two mask pipes, three
# cycles (Zen 4's model: 1.51, compares on FP pipes 0-1, kortest on 2-3).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), 2.96-3.02
# CPU: znver5
# CYCLES: 3.00
	vpcmpub	$2, %ymm2, %ymm1, %k1
	kortestd	%k1, %k1
	vpcmpub	$2, %ymm2, %ymm4, %k2
	kortestd	%k2, %k2
	vpcmpub	$2, %ymm2, %ymm5, %k3
	kortestd	%k3, %k3
