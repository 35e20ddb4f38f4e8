# CPU: znver5
# MEASURED: 1.65
# two vmulps from memory, each compared by a vcmpps into a mask register: 1.65 and 1.65 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the host in its fast state: a vpcmpd and kmovb pair at 0.50-0.53 before and after)
	vmulps (%rsi), %ymm1, %ymm0
	vmulps 32(%rsi), %ymm1, %ymm4
	vcmpps $1, %ymm5, %ymm0, %k3
	vcmpps $1, %ymm5, %ymm4, %k4
