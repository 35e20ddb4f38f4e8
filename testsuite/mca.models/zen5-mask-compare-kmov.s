# Zen 5: a compare into a mask register and a kmovd of the mask into a
# general register: the move goes out on the store and transfer pipes,
# not the mask pipes, and the pair issues two a cycle.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), 0.49-0.50
# CPU: znver5
# CYCLES: 0.50
	vpcmpub	$2, %ymm2, %ymm1, %k1
	kmovd	%k1, %eax
