# CPU: znver5
# MEASURED: 1.00
# two vpcmpd into mask registers beside two kmovb from a mask to a general register: 1.00 and 1.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the host in its fast state: a vpcmpd and kmovb pair at 0.50-0.53 before and after)
	vpcmpd $6, %ymm1, %ymm0, %k3
	vpcmpd $6, %ymm1, %ymm2, %k4
	kmovb %k1, %eax
	kmovb %k2, %ecx
