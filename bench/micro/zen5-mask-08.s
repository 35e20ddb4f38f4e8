# CPU: znver5
# MEASURED: 1.98
# two kmovb from a general to a mask register beside two vpcmpd into mask registers: 1.96 and 1.99 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the host in its fast state: a vpcmpd and kmovb pair at 0.50-0.53 before and after)
	kmovb %eax, %k3
	kmovb %ecx, %k4
	vpcmpd $6, %ymm1, %ymm0, %k5
	vpcmpd $6, %ymm1, %ymm2, %k6
