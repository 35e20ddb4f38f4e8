# The hazards view on knl: the taken branch that ends each iteration's
# last dispatch group is a control hazard (the next iteration's first
# instruction waits a cycle), charged to that instruction and naming
# the branch; the rest are vector-pipe and ALU waits.
# RUN: -mcpu=knl -hazards -summary-view=false -instruction-info=false -resource-pressure=false
.L8:
 addl $1, %eax
 vfmadd213pd %zmm16, %zmm17, %zmm29
 vfmadd213pd %zmm16, %zmm17, %zmm28
 vfmadd213pd %zmm16, %zmm17, %zmm27
 vfmadd213pd %zmm16, %zmm17, %zmm26
 vfmadd213pd %zmm16, %zmm17, %zmm25
 vfmadd213pd %zmm16, %zmm17, %zmm24
 vfmadd213pd %zmm16, %zmm17, %zmm23
 vfmadd213pd %zmm16, %zmm17, %zmm22
 vfmadd213pd %zmm16, %zmm17, %zmm21
 vfmadd213pd %zmm16, %zmm17, %zmm20
 vfmadd213pd %zmm16, %zmm17, %zmm19
 vfmadd213pd %zmm16, %zmm17, %zmm18
 cmpl $1000000000, %eax
 jb .L8
